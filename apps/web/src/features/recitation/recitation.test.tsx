import { createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import type { Khatm } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storageKeys } from "../../lib/storage";
import { amina, quietConsoleAndRestoreStubs, stubApi } from "../../test/auth";
import { COMPLETED_JUZ_KHATM } from "../../test/completed-khatm";
import { englishTranslator, renderWithApp } from "../../test/render";
import { AuthProvider } from "../auth/auth-context";
import { CompletionView, completedKhatm } from "../completion/CompletionView";
import { ReadingSettingsCard } from "../together/ReadingSettingsCard";
import { CountProgress } from "./CountProgress";
import { PledgeForm } from "./PledgeForm";
import { presetWords, RECITATION_PRESETS } from "./presets";

// Surah Ya-Sin 41 times: 12 read, 30 pledged (so 11 free).
const count: Khatm = {
  ...COMPLETED_JUZ_KHATM,
  division: "count",
  target: 41,
  recitation: "Surah Ya-Sin",
  dedication: "our father, Ibrahim",
  stats: { available: 11, reserved: 18, completed: 12 },
  completion: null,
};

describe("the create form's recitations", () => {
  it("names the surahs from the quran-meta tables, in the creator's language", async () => {
    const surahs = RECITATION_PRESETS.flatMap((preset) => ("surah" in preset ? [preset.id] : []));
    expect(surahs.map((id) => presetWords(englishTranslator, id))).toEqual([
      "Surah Ya-Sin",
      "Surah Al-Fatiha",
      "Surah Al-Ikhlas",
      "Surah Al-Mulk",
      "Surah Al-Fath",
    ]);
    const arabic = createTranslator("ar", await loadCatalogue("ar"));
    expect(presetWords(arabic, "surah-36")).toBe("سورة يسٓ");
    expect(presetWords(englishTranslator, "salawat")).toBe("Salawat");
    expect(presetWords(englishTranslator, "own")).toBeNull();
  });
});

describe("a count's progress and pledge form", () => {
  quietConsoleAndRestoreStubs();

  it("shows '{done} / {target}' and how much is still free", async () => {
    renderWithApp(<CountProgress khatm={count} />);
    expect((await screen.findByTestId("count-progress")).textContent).toBe("12 / 41");
    expect(screen.getByText("Surah Ya-Sin × 41")).toBeTruthy();
    expect(screen.getByText("30 pledged, 11 still free")).toBeTruthy();
  });

  it("offers the quick picks 1, 3, 7 and the rest, which fill the amount", async () => {
    renderWithApp(
      <AuthProvider>
        <PledgeForm khatm={count} />
      </AuthProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "The rest (11)" }));
    expect(screen.getByRole("button", { name: "Pledge 11" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "7" }));
    expect(screen.getByRole("button", { name: "Pledge 7" })).toBeTruthy();
  });

  it("scales the quick picks to a large target: 50, 100 and 500 of 4,444 salawat", async () => {
    renderWithApp(
      <AuthProvider>
        <PledgeForm khatm={{ ...count, stats: { available: 4000, reserved: 444, completed: 0 } }} />
      </AuthProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "500" }));
    expect(screen.getByRole("button", { name: "Pledge 500" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "50" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "7" })).toBeNull();
  });

  it("turns a signed-in reader's reminder on once the session is known, and leaves an anonymous reader's off", async () => {
    const reminder = () =>
      screen.getByRole<HTMLInputElement>("checkbox", { name: /Remind me by email if I have not completed it/ });
    stubApi();
    const anonymous = renderWithApp(
      <AuthProvider>
        <PledgeForm khatm={count} />
      </AuthProvider>,
    );
    expect((await waitFor(reminder)).checked).toBe(false);
    anonymous.unmount();

    localStorage.setItem(storageKeys.sessionToken, "good-token");
    renderWithApp(
      <AuthProvider>
        <PledgeForm khatm={count} />
      </AuthProvider>,
    );
    // The painted form hydrates before the session is checked; the session's answer ticks the reminder.
    await waitFor(() => expect(reminder().checked).toBe(true));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Email/ }).value).toBe(amina.email);
  });

  it("says everything is pledged once nothing is free", async () => {
    renderWithApp(
      <AuthProvider>
        <PledgeForm khatm={{ ...count, stats: { available: 0, reserved: 29, completed: 12 } }} />
      </AuthProvider>,
    );
    expect(await screen.findByText("Everything is pledged. You can still follow the progress here.")).toBeTruthy();
  });
});

describe("a count's completion view", () => {
  it("carries the dedication, not the Qur'an-completion du'a", async () => {
    const done = { ...count, stats: { available: 0, reserved: 0, completed: 41 } };
    const completed = must(completedKhatm({ ...done, completion: { completedAt: done.createdAt, readerCount: 3 } }));
    renderWithApp(<CompletionView khatm={completed} />);
    expect(await screen.findByText("All 41 have been read")).toBeTruthy();
    expect(
      screen.getByText(
        "Alhamdulillah, Surah Ya-Sin has been read 41 times. May Allah accept it from everyone who read.",
      ),
    ).toBeTruthy();
    expect(screen.getByTestId("dedication").textContent).toContain("our father, Ibrahim");
    expect(screen.queryByTestId("completion-dua")).toBeNull();
  });
});

describe("a count's reading settings", () => {
  it("sets reminders and the next round in the count's words, with nothing to free and no second reminder button", async () => {
    renderWithApp(<ReadingSettingsCard khatm={{ ...count, viewerIsCreator: true }} />);
    expect(await screen.findByText("When all 41 have been read")).toBeTruthy();
    expect(screen.getByText("Remind readers who asked after (days)")).toBeTruthy();
    expect(screen.queryByText("Free juz not completed after a number of days")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send a reminder" })).toBeNull();
  });
});
