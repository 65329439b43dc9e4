import { createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { FinishByLine } from "./FinishByLine";

const pace = (perDay: number) => ({ daysLeft: 2, partsLeft: 2 * perDay, perDay });

describe("FinishByLine", () => {
  it("counts the pace's parts as a plural of the division (issue 39: never '1 pages a day')", async () => {
    renderWithApp(<FinishByLine khatm={{ finishBy: "2026-12-06", pace: pace(1), division: "page" }} />);
    expect((await screen.findByTestId("finish-by")).textContent).toContain("2 days left · 1 page a day");
  });

  it("writes a decimal pace and a counted recitation's in their own words", async () => {
    const view = renderWithApp(<FinishByLine khatm={{ finishBy: "2026-12-06", pace: pace(2.5), division: "juz" }} />);
    expect((await screen.findByTestId("finish-by")).textContent).toContain("2.5 juz a day");
    view.unmount();
    renderWithApp(<FinishByLine khatm={{ finishBy: "2026-12-06", pace: pace(1), division: "count" }} />);
    expect((await screen.findByTestId("finish-by")).textContent).toContain("1 recitation a day");
  });

  it("takes Arabic's dual for two pages a day", async () => {
    const translator = createTranslator("ar", await loadCatalogue("ar"));
    renderWithApp(<FinishByLine khatm={{ finishBy: "2026-12-06", pace: pace(2), division: "page" }} />, {
      translator,
    });
    expect((await screen.findByTestId("finish-by")).textContent).toContain("صفحتين في اليوم");
  });
});
