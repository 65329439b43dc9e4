import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { ShareQrCode } from "./ShareQrCode";

const LINK = "https://khatm.example/n/123456";

/** The QR code's modules: the path qrcode.react draws them as (the second path; the first is the background). */
function modules(svg: Element): string {
  return svg.querySelectorAll("path")[1]?.getAttribute("d") ?? "";
}

/** jsdom's Blob has no text(); its FileReader reads one. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe("ShareQrCode", () => {
  afterEach(() => vi.restoreAllMocks());

  it("draws the link as an SVG image named by its alt text, different for another link", async () => {
    const first = renderWithApp(<ShareQrCode link={LINK} code="123456" />);
    const image = await screen.findByRole("img", { name: `QR code that opens ${LINK}` });
    expect(image.tagName.toLowerCase()).toBe("svg");
    expect(image.querySelector("title")?.textContent).toBe(`QR code that opens ${LINK}`);
    const drawn = modules(image);
    expect(drawn.length).toBeGreaterThan(100);
    first.unmount();

    renderWithApp(<ShareQrCode link="https://khatm.example/n/654321" code="654321" />);
    const other = await screen.findByRole("img", { name: /654321/ });
    expect(modules(other)).not.toBe(drawn);
  });

  it("downloads the same QR code as a print-size SVG file named after the code", async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved.push(blob as Blob);
      return "blob:qr";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    renderWithApp(<ShareQrCode link={LINK} code="123456" />);
    const image = await screen.findByRole("img", { name: `QR code that opens ${LINK}` });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Download QR Code" })));

    expect(clicked.map((link) => [link.download, link.href])).toEqual([["khatm-123456-qr-code.svg", "blob:qr"]]);
    const [blob, ...more] = saved;
    expect(more).toHaveLength(0);
    expect(blob?.type).toBe("image/svg+xml");
    const file = new DOMParser().parseFromString(await blobText(blob as Blob), "image/svg+xml").documentElement;
    expect(file.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect([file.getAttribute("width"), file.getAttribute("height")]).toEqual(["1024", "1024"]);
    expect(modules(file)).toBe(modules(image));
    // The page's QR code keeps its screen size.
    expect(image.getAttribute("width")).toBe("176");
  });
});
