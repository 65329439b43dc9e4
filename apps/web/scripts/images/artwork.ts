import { PREVIEW_IMAGE } from "@khatm/schema/preview";
import { JUZ_COUNT } from "@khatm/schema/rules";

/** The app's theme colour (index.html's theme-color, the manifest's, the favicon's). */
export const THEME_COLOUR = "#0b7285";
const { width: W, height: H } = PREVIEW_IMAGE;

/** The favicon's open book (public/favicon.svg), drawn on a 32-unit square. */
const BOOK_PATH = "M8 9h7a3 3 0 0 1 3 3v12a3 3 0 0 0-3-3H8zM24 9h-4a3 3 0 0 0-3 3v12a3 3 0 0 1 3-3h4z";

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** The favicon at `size` px; `rounded` keeps its corners, else the colour fills the square. */
export function iconSvg(size: number, { rounded = false } = {}): string {
  const scale = size / 32;
  const corner = rounded ? 6 * scale : 0;
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${corner}" fill="${THEME_COLOUR}"/>` +
      `<path d="${BOOK_PATH}" fill="#fff" transform="scale(${scale})"/>`,
  );
}

/** One juz's segment of the ring: 30 arcs, clockwise from the top, with a small gap between neighbours. */
function segment(index: number, cx: number, cy: number, r: number): string {
  const step = (2 * Math.PI) / JUZ_COUNT;
  const gap = step * 0.14;
  const start = -Math.PI / 2 + index * step + gap / 2;
  const end = start + step - gap;
  const point = (angle: number) => `${(cx + r * Math.cos(angle)).toFixed(2)} ${(cy + r * Math.sin(angle)).toFixed(2)}`;
  return `M ${point(start)} A ${r} ${r} 0 0 1 ${point(end)}`;
}

const TAGLINE = `<text x="640" y="300" font-size="60" font-weight="800" fill="#fff">Read the whole</text>
<text x="640" y="372" font-size="60" font-weight="800" fill="#fff">Qur'an together</text>`;

function brand(y: number): string {
  return `<g transform="translate(616 ${y - 65.5}) scale(3)"><path d="${BOOK_PATH}" fill="#fff"/></g>
<text x="700" y="${y}" font-size="44" font-weight="700" fill="#fff">Khatm</text>`;
}

/** A khatm's card: the ring of 30 juz with `reserved` of them filled, "12/30" in its middle. */
export function progressCardSvg(reserved: number): string {
  const [cx, cy, r] = [320, 315, 200];
  const ring = Array.from({ length: JUZ_COUNT }, (_, index) => {
    const filled = index < reserved;
    return `<path d="${segment(index, cx, cy, r)}" stroke="#fff" stroke-opacity="${filled ? 1 : 0.28}" stroke-width="52" fill="none"/>`;
  }).join("");
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${THEME_COLOUR}"/>${ring}
<text x="${cx}" y="${cy + 20}" text-anchor="middle" font-size="104" font-weight="800" fill="#fff">${reserved}/${JUZ_COUNT}</text>
<text x="${cx}" y="${cy + 76}" text-anchor="middle" font-size="36" font-weight="700" fill="#fff" fill-opacity="0.85">juz reserved</text>
${brand(200)}${TAGLINE}
<text x="640" y="450" font-size="36" font-weight="700" fill="#fff" fill-opacity="0.85">${
      reserved === JUZ_COUNT ? "Every juz has a reader" : "Reserve a juz and read along"
    }</text>`,
  );
}

/** The site's card, for home and every page that is not a khatm's. */
export function siteCardSvg(): string {
  const [cx, cy, r] = [320, 315, 200];
  const ring = Array.from(
    { length: JUZ_COUNT },
    (_, index) =>
      `<path d="${segment(index, cx, cy, r)}" stroke="#fff" stroke-opacity="0.5" stroke-width="52" fill="none"/>`,
  ).join("");
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${THEME_COLOUR}"/>${ring}
<g transform="translate(${cx - 112} ${cy - 112}) scale(7)"><path d="${BOOK_PATH}" fill="#fff"/></g>
${brand(200)}${TAGLINE}
<text x="640" y="450" font-size="36" font-weight="700" fill="#fff" fill-opacity="0.85">30 juz, shared by link or code</text>`,
  );
}
