import type { Khatm } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COMPLETED_JUZ_KHATM } from "../../test/completed-khatm";
import { renderWithApp } from "../../test/render";
import { ReadingSettingsCard } from "../together/ReadingSettingsCard";
import { CompletionView, completedKhatm } from "./CompletionView";

// The creator sees it: the next-round settings are theirs.
const juzKhatm: Khatm = { ...COMPLETED_JUZ_KHATM, viewerIsCreator: true };
const pageKhatm: Khatm = {
  ...juzKhatm,
  division: "page",
  partCount: 604,
  stats: { available: 0, reserved: 0, completed: 604 },
};
const hizbKhatm: Khatm = { ...juzKhatm, division: "hizb", partCount: 60 };

describe("the completion view counts the khatm's own parts", () => {
  it("says all 604 pages of a page khatm have been read", async () => {
    renderWithApp(<CompletionView khatm={must(completedKhatm(pageKhatm))} />);
    expect(await screen.findByText("All 604 pages have been read.")).toBeTruthy();
    expect(screen.queryByText(/juz/)).toBeNull();
  });

  it("keeps the spec's words for a juz khatm", async () => {
    renderWithApp(<CompletionView khatm={must(completedKhatm(juzKhatm))} />);
    expect(await screen.findByText("All 30 juz have been read.")).toBeTruthy();
  });
});

describe("the next-round setting counts the khatm's own parts", () => {
  it("names a hizb khatm's 60 hizb", async () => {
    renderWithApp(<ReadingSettingsCard khatm={hizbKhatm} />);
    expect(await screen.findByLabelText("When all 60 hizb are completed")).toBeTruthy();
  });

  it("keeps the spec's label for a juz khatm", async () => {
    renderWithApp(<ReadingSettingsCard khatm={juzKhatm} />);
    expect(await screen.findByLabelText("When all 30 juz are completed")).toBeTruthy();
  });
});
