/** The size a downloaded QR code opens at: about 9 cm at 300 dpi, sharp on an A4 notice; SVG scales further. */
const PRINT_SIZE_PX = 1024;

/**
 * Saves an on-screen SVG as a file: a copy at print size, serialised (XMLSerializer adds the SVG namespace), handed
 * to the browser as a download through a temporary object URL.
 */
export function downloadSvg(svg: SVGSVGElement, fileName: string): void {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute("width", String(PRINT_SIZE_PX));
  copy.setAttribute("height", String(PRINT_SIZE_PX));
  const blob = new Blob([new XMLSerializer().serializeToString(copy)], { type: "image/svg+xml" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
