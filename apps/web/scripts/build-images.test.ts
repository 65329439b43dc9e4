import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PREVIEW_IMAGE, progressImagePath, SITE_IMAGE_PATH, SITE_TITLE } from "@khatm/schema/preview";
import { JUZ_COUNT } from "@khatm/schema/rules";
import { describe, expect, it } from "vitest";

/** What `pnpm build` left for the worker to serve (the tests run after it: scripts/test). */
const DIST = join(dirname(fileURLToPath(import.meta.url)), "../dist");
const PNG_SIGNATURE = "89504e470d0a1a0a";

/** A PNG's width and height, from its header chunk (IHDR, right after the signature). */
function pngSize(path: string): { width: number; height: number; bytes: number } {
  const file = readFileSync(join(DIST, path));
  expect(file.subarray(0, 8).toString("hex"), `${path} is a PNG`).toBe(PNG_SIGNATURE);
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20), bytes: statSync(join(DIST, path)).size };
}

describe("the images pnpm build draws", () => {
  it("has a 1200x630 card under 150 KB for every reserved count, 0 to 30, and the site's", () => {
    const paths = [...Array.from({ length: JUZ_COUNT + 1 }, (_, count) => progressImagePath(count)), SITE_IMAGE_PATH];
    expect(paths).toHaveLength(32);
    for (const path of paths) {
      const { width, height, bytes } = pngSize(path);
      expect({ path, width, height }).toEqual({ path, width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height });
      expect(bytes, path).toBeLessThan(PREVIEW_IMAGE.maxBytes);
    }
  });

  it("has every icon the manifest and index.html name, at its stated size", () => {
    const manifest = JSON.parse(readFileSync(join(DIST, "manifest.webmanifest"), "utf8")) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(["any", "any", "maskable"]);
    for (const icon of manifest.icons) {
      const { width, height } = pngSize(icon.src);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const page = readFileSync(join(DIST, "index.html"), "utf8");
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(page).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    expect(pngSize("apple-touch-icon.png")).toMatchObject({ width: 180, height: 180 });
    // The app's title for home (features/layout/page-title.ts) is the page's before any script runs.
    expect(page).toContain(`<title>${SITE_TITLE}</title>`);
  });
});
