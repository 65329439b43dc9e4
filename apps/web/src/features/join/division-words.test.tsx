import { createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import type { Juz } from "@khatm/schema";
import type { Division } from "@khatm/schema/rules";
import { freePart } from "@khatm/schema/share-page";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { AuthProvider } from "../auth/auth-context";
import { AvailableJuzPicker, AvailableJuzPickerSkeleton } from "./AvailableJuzPicker";
import { ReservationForm } from "./ReservationForm";

/** Parts as /juzs answers them, all free, numbered 1..count. */
const parts = (count: number): Juz[] => Array.from({ length: count }, (_, i) => freePart(i + 1, "k1", i + 1, ""));

/** Answers the reservation with the parts asked for, as the API does. */
function stubReserve() {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as { juzNumbers: number[] };
      const reserved = parts(604).filter((part) => body.juzNumbers.includes(part.number));
      return Response.json({ message: "ok", juzs: reserved.map((part) => ({ ...part, status: "reserved" })) });
    }),
  );
}

async function reserve(selected: number[], division?: Division) {
  stubReserve();
  const onReserved = vi.fn();
  renderWithApp(
    <AuthProvider>
      <ReservationForm khatmId="k1" reminderDays={7} selected={selected} division={division} onReserved={onReserved} />
    </AuthProvider>,
  );
  const events = userEvent.setup({ delay: null });
  await screen.findByTestId("reservation-form");
  return { events, onReserved };
}

async function submit(events: ReturnType<typeof userEvent.setup>, button: string) {
  await events.type(screen.getByLabelText(/Your Name/), "Ali");
  await events.type(screen.getByLabelText(/Your Email/), "ali@example.org");
  await events.click(screen.getByRole("checkbox", { name: /Create an account/ }));
  await events.click(screen.getByRole("button", { name: button }));
}

describe("the join page in its division's words", () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("names a page khatm's parts in the form, its button and its toast", async () => {
    const { events, onReserved } = await reserve([12, 13, 14, 15, 16], "page");
    expect(screen.getByText("Reserve Selected Pages")).toBeTruthy();
    expect(screen.getByText("Pages 12-16")).toBeTruthy();
    expect(screen.queryByText(/Juz/)).toBeNull();
    await submit(events, "Reserve 5 pages");
    await waitFor(() => expect(onReserved).toHaveBeenCalledOnce());
    expect(
      await screen.findByText(
        "You have successfully reserved Pages 12-16. Thank you for your contribution to this Khatm.",
      ),
    ).toBeTruthy();
  });

  it("names a single hizb in the button and the toast", async () => {
    const { events, onReserved } = await reserve([7], "hizb");
    expect(screen.getByText("Reserve Selected Hizb")).toBeTruthy();
    await submit(events, "Reserve Hizb 7");
    await waitFor(() => expect(onReserved).toHaveBeenCalledOnce());
    expect(
      await screen.findByText("You have successfully reserved Hizb 7. Thank you for your contribution to this Khatm."),
    ).toBeTruthy();
  });

  it("keeps the spec's words on a juz khatm", async () => {
    const { events, onReserved } = await reserve([1, 2, 3]);
    expect(screen.getByText("Reserve Selected Juz")).toBeTruthy();
    await submit(events, "Reserve 3 Juz");
    await waitFor(() => expect(onReserved).toHaveBeenCalledOnce());
    expect(
      await screen.findByText("You have successfully reserved 3 juz. Thank you for your contribution to this Khatm."),
    ).toBeTruthy();
  });

  it("heads a page khatm's picker with its pages, a juz khatm's with the spec's heading", async () => {
    const view = renderWithApp(<AvailableJuzPicker khatmId="k1" reminderDays={7} juzs={parts(604)} division="page" />);
    expect(await screen.findByText("Available Pages")).toBeTruthy();
    expect(screen.getByText("Tap the pages you want to read, then reserve them below.")).toBeTruthy();
    expect(screen.queryByText("Available Juz")).toBeNull();
    view.unmount();
    renderWithApp(<AvailableJuzPicker khatmId="k1" reminderDays={7} juzs={parts(30)} />);
    expect(await screen.findByText("Available Juz")).toBeTruthy();
    expect(screen.getByText("Tap the juz you want to read, then reserve them below.")).toBeTruthy();
  });

  it("heads the placeholder of a known page khatm with its pages, an unknown khatm's with the spec's", async () => {
    const view = renderWithApp(<AvailableJuzPickerSkeleton division="page" />);
    expect(await screen.findByText("Available Pages")).toBeTruthy();
    view.unmount();
    renderWithApp(<AvailableJuzPickerSkeleton />);
    expect(await screen.findByText("Available Juz")).toBeTruthy();
  });

  it("heads a hizb khatm's picker in Arabic with its hizb", async () => {
    const translator = createTranslator("ar", await loadCatalogue("ar"));
    renderWithApp(<AvailableJuzPicker khatmId="k1" reminderDays={7} juzs={parts(60)} division="hizb" />, {
      translator,
    });
    expect(await screen.findByText("الأحزاب المتاحة")).toBeTruthy();
    expect(screen.queryByText("الأجزاء المتاحة")).toBeNull();
  });
});
