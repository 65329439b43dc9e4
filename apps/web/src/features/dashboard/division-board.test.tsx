import type { Juz, Khatm, ListImportResponse } from "@khatm/schema";
import { freePart } from "@khatm/schema/share-page";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { COMPLETED_JUZ_KHATM } from "../../test/completed-khatm";
import { renderWithApp } from "../../test/render";
import { AuthProvider } from "../auth/auth-context";
import { JuzGridSkeleton } from "../khatms/JuzGrid";
import { KhatmProgressBar } from "../khatms/KhatmProgressBar";
import { MyReservationsSection } from "../khatms/MyReservationsSection";
import { NextRoundCard } from "../together/NextRoundCard";
import { ReadingSettingsCard } from "../together/ReadingSettingsCard";
import { ImportPreview } from "../whatsapp/ImportPreview";
import { CreatorJuzBoard } from "./CreatorJuzBoard";
import { JuzDetailDialog } from "./JuzDetailDialog";
import { TransferJuzDialog } from "./TransferJuzDialog";

/** The creator's view of an open 604-page khatm. */
const PAGE_KHATM: Khatm = {
  ...COMPLETED_JUZ_KHATM,
  division: "page",
  partCount: 604,
  stats: { available: 602, reserved: 1, completed: 1 },
  completion: null,
  viewerIsCreator: true,
};

/** Page `number` as /juzs answers it, free or held by Ali. */
function page(number: number, status: Juz["status"] = "available"): Juz {
  const free = freePart(number, "k1", number, "");
  if (status === "available") return free;
  return {
    ...free,
    status,
    readerName: "Ali",
    readerEmail: "ali@example.org",
    reservedAt: "2026-03-02T10:00:00.000Z",
    completedAt: status === "completed" ? "2026-03-03T10:00:00.000Z" : null,
    viewerIsReader: true,
  };
}

const pages = (): Juz[] =>
  Array.from({ length: 604 }, (_, index) => page(index + 1, index === 1 ? "reserved" : "available"));

describe("the creator's board of a page khatm", () => {
  it("is titled, hinted and filtered in pages, and refuses a mixed selection in pages", async () => {
    renderWithApp(
      <AuthProvider>
        <CreatorJuzBoard khatm={PAGE_KHATM} juzs={pages()} />
      </AuthProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Pages" })).toBeTruthy();
    expect(screen.getByText("Select pages of the same status to act on them together.")).toBeTruthy();
    expect(screen.getByLabelText("Show pages")).toBeTruthy();
    expect(screen.queryByText(/\bjuz\b/)).toBeNull();

    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByTestId("part-group-1"));
    await events.click(screen.getByRole("button", { name: /^Page 1\b/ }));
    await events.click(screen.getByRole("button", { name: /^Page 2\b/ }));
    expect(await screen.findByText("You can only select multiple pages with the same status (available)")).toBeTruthy();
  });
});

describe("the creator's quick picks on a page khatm", () => {
  it("selects the next free pages, and all of an open group's parts of one status, by the one-status rule", async () => {
    renderWithApp(
      <AuthProvider>
        <CreatorJuzBoard khatm={PAGE_KHATM} juzs={pages()} />
      </AuthProvider>,
    );
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole("button", { name: "Select the next free 5 pages" }));
    const bar = await screen.findByTestId("selection-actions");
    expect(within(bar).getByText("Pages 1, 3-6 selected")).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "Select the next free 5 pages" }));
    expect(within(bar).getByText("Pages 1, 3-11 selected")).toBeTruthy();

    await events.click(screen.getByTestId("part-group-1"));
    await events.click(screen.getByRole("button", { name: "Select all reserved (1)" }));
    expect(await screen.findByText("You can only select multiple pages with the same status (available)")).toBeTruthy();
    await events.click(within(bar).getByRole("button", { name: "Clear" }));
    await events.click(screen.getByRole("button", { name: "Select all reserved (1)" }));
    expect(within(await screen.findByTestId("selection-actions")).getByText("Page 2 selected")).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "Select all free (20)" }));
    expect(screen.getAllByText("You can only select multiple pages with the same status (reserved)")).toBeTruthy();
  });
});

describe("the creator's dialogs of a page khatm", () => {
  it("titles the transfer with the page", async () => {
    renderWithApp(
      <TransferJuzDialog
        opened
        juzNumber={300}
        division="page"
        currentReader="Ali"
        defaultCreatorEmail=""
        loading={false}
        onTransfer={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByText("Transfer Page 300")).toBeTruthy();
  });

  it("shows a page's details with its own verses", async () => {
    renderWithApp(<JuzDetailDialog opened juz={page(300, "reserved")} division="page" onClose={() => undefined} />);
    const details = await screen.findByTestId("juz-details");
    expect(screen.getByText("Page 300 Details")).toBeTruthy();
    expect(within(details).getByText("Al-Kahf 54-61")).toBeTruthy();
  });

  it("keeps the spec's title for a juz", async () => {
    renderWithApp(<JuzDetailDialog opened juz={page(2, "reserved")} onClose={() => undefined} />);
    expect(await screen.findByText("Juz 2 Details")).toBeTruthy();
  });
});

describe("a page khatm's other texts", () => {
  it("asks a reader about their page, not a juz", async () => {
    renderWithApp(
      <MyReservationsSection khatmId="k1" juzs={[page(300, "reserved")]} readerEmail={null} division="page" />,
    );
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole("button", { name: "Complete" }));
    expect(await screen.findByText("Have you finished reading Page 300? It will be marked as completed.")).toBeTruthy();
  });

  it("counts pages reserved and completed", async () => {
    renderWithApp(<KhatmProgressBar stats={PAGE_KHATM.stats} showCompleted division="page" />);
    expect(await screen.findByText("2/604 pages reserved · 1 completed")).toBeTruthy();
  });

  it("loads pages", async () => {
    renderWithApp(<JuzGridSkeleton division="hizb" />);
    expect(await screen.findByLabelText("Loading hizb")).toBeTruthy();
  });

  it("previews a pasted list in pages", async () => {
    const preview: ListImportResponse = {
      rows: [],
      unread: [
        { line: "Ali ✅", reason: "noPartNumber" },
        { line: "700. Omar", reason: "partOutOfRange" },
      ],
      held: [],
    } as unknown as ListImportResponse;
    renderWithApp(<ImportPreview preview={preview} division="page" />);
    expect(await screen.findByText("No pages found in this list yet.")).toBeTruthy();
    expect(screen.getByText("· no page number")).toBeTruthy();
    expect(screen.getByText("· no such page")).toBeTruthy();
  });

  it("sets reminders and rounds in pages", async () => {
    renderWithApp(<ReadingSettingsCard khatm={{ ...PAGE_KHATM, staleDays: 14 }} />);
    expect(await screen.findByText("Emails every reader with open pages. At most once a day.")).toBeTruthy();
    expect(screen.getByText("Free pages not completed after a number of days")).toBeTruthy();
    expect(screen.getByText("Free pages after (days)")).toBeTruthy();
  });

  it("offers the next round in pages", async () => {
    renderWithApp(<NextRoundCard khatm={PAGE_KHATM} />);
    expect(
      await screen.findByText(
        "Rotate: each reader gets the pages after the ones they read, reserved for them, with an email",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Invite: email last round's readers to choose their pages")).toBeTruthy();
  });
});
