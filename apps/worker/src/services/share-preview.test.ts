import { createTranslator } from "@khatm/i18n";
import english from "@khatm/i18n/catalogues/en";
import { describe, expect, it } from "vitest";
import { metaContent } from "../../test/preview-tags";
import { type PreviewKhatm, previewDescription, sharePreviewHead } from "./share-preview";

const en = createTranslator("en", english);

const khatm = (stats: PreviewKhatm["stats"], occasion: string | null = null): PreviewKhatm => ({
  name: "Khatm for Yusuf",
  occasion,
  dedication: null,
  stats,
});

describe("previewDescription", () => {
  it("counts the open juz in words, the occasion first", () => {
    expect(previewDescription(khatm({ available: 30, reserved: 0, completed: 0 }), en)).toBe(
      "30 of 30 juz still open: reserve one and read along. 0 reserved, 0 completed.",
    );
    expect(previewDescription(khatm({ available: 1, reserved: 20, completed: 9 }, "Eid"), en)).toBe(
      "Eid · 1 of 30 juz still open: reserve one and read along. 29 reserved, 9 completed.",
    );
    expect(
      previewDescription({ ...khatm({ available: 0, reserved: 0, completed: 30 }, "Eid"), dedication: "Yusuf" }, en),
    ).toBe("Eid · Dedicated to Yusuf · Completed: all 30 juz have been read.");
  });

  it("says fully reserved when no juz is open, completed when all 30 are read", () => {
    expect(previewDescription(khatm({ available: 0, reserved: 30, completed: 0 }), en)).toBe(
      "Fully reserved: every juz has a reader, 0 of 30 completed.",
    );
    expect(previewDescription(khatm({ available: 0, reserved: 0, completed: 30 }), en)).toBe(
      "Completed: all 30 juz have been read.",
    );
  });
});

describe("sharePreviewHead", () => {
  it("points at the image of the reserved count (reserved and completed) on the given origin", () => {
    const head = sharePreviewHead(
      khatm({ available: 18, reserved: 7, completed: 5 }),
      "https://khatms.example",
      "/j/123456",
      en,
    );
    expect(metaContent(head, "og:image")).toBe("https://khatms.example/og/progress-12.png");
    expect(metaContent(head, "og:url")).toBe("https://khatms.example/j/123456");
    expect(metaContent(head, "og:image:alt")).toBe("Progress of Khatm for Yusuf: 12 of 30 juz reserved");
  });
});

describe("the preview of a khatm divided otherwise", () => {
  it("counts its parts in its division's words", () => {
    const hizb: PreviewKhatm = { ...khatm({ available: 48, reserved: 10, completed: 2 }), division: "hizb" };
    expect(previewDescription(hizb, en)).toBe(
      "48 of 60 hizb still open: reserve one and read along. 12 reserved, 2 completed.",
    );
    const head = sharePreviewHead(hizb, "https://khatms.example", "/j/123456", en);
    expect(metaContent(head, "og:image:alt")).toBe("Progress of Khatm for Yusuf: 12 of 60 hizb reserved");
    // The progress images count thirtieths: 12 of 60 is 6 of 30.
    expect(metaContent(head, "og:image")).toBe("https://khatms.example/og/progress-6.png");
    const pages: PreviewKhatm = { ...khatm({ available: 0, reserved: 0, completed: 604 }), division: "page" };
    expect(previewDescription(pages, en)).toBe("Completed: all 604 pages have been read.");
  });
});
