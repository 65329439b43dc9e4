/**
 * Draws the app's images before Vite builds it, into public/ (git-ignored; Vite copies them into dist/):
 * the link-preview cards (one per reserved count, 0 to 30, and the site's) and the installable app's icons.
 * At build time, so the worker never renders an image: a khatm's page only names the card of its count.
 * SVG drawn here, rendered to PNG by resvg with the Inter font from npm (no system fonts: the same image everywhere).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PREVIEW_IMAGE, progressImagePath, SITE_IMAGE_PATH } from "@khatm/schema/preview";
import { JUZ_COUNT } from "@khatm/schema/rules";
import { Resvg } from "@resvg/resvg-js";
import { iconSvg, progressCardSvg, siteCardSvg } from "./images/artwork";

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), "../public");
const require = createRequire(import.meta.url);
const FONT_FILES = ["700Bold/Inter_700Bold.ttf", "800ExtraBold/Inter_800ExtraBold.ttf"].map((file) =>
  require.resolve(`@expo-google-fonts/inter/${file}`),
);

function writePng(path: string, svg: string, maxBytes = Number.POSITIVE_INFINITY): void {
  const png = new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: "Inter" },
  })
    .render()
    .asPng();
  if (png.length > maxBytes) throw new Error(`${path} is ${png.length} bytes, over ${maxBytes}`);
  const file = join(PUBLIC_DIR, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
}

for (let reserved = 0; reserved <= JUZ_COUNT; reserved++)
  writePng(progressImagePath(reserved), progressCardSvg(reserved), PREVIEW_IMAGE.maxBytes);
writePng(SITE_IMAGE_PATH, siteCardSvg(), PREVIEW_IMAGE.maxBytes);

// The manifest's icons (public/manifest.webmanifest), the favicon's drawing: "any" keeps its rounded corners;
// "maskable" fills the square (the book, half the width, stays inside the middle 80% that every mask leaves).
writePng("/icons/icon-192.png", iconSvg(192, { rounded: true }));
writePng("/icons/icon-512.png", iconSvg(512, { rounded: true }));
writePng("/icons/maskable-512.png", iconSvg(512));
// iOS rounds the corners itself and shows transparency as black: a full square.
writePng("/apple-touch-icon.png", iconSvg(180));
console.log(`images: ${JUZ_COUNT + 2} preview cards and 4 icons in ${PUBLIC_DIR}`);
