import type { Juz } from "@khatm/schema";
import { useQuery } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { AuthProvider } from "../auth/auth-context";
import { khatmKeys } from "../khatms/queries";
import { AvailableJuzPicker } from "./AvailableJuzPicker";

const juzs = (taken: number[] = []): Juz[] =>
  Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    khatmId: "k1",
    number: i + 1,
    surahs: "",
    status: taken.includes(i + 1) ? "reserved" : "available",
    readerId: null,
    readerName: taken.includes(i + 1) ? "Someone" : null,
    reservedAt: null,
    completedAt: null,
    viewerIsReader: false,
    readerAnonymous: false,
  }));

/** The picker as the pages use it: on the juz list in the query cache, which the live socket updates. */
function Picker() {
  const { data } = useQuery({
    queryKey: khatmKeys.juzs("k1"),
    queryFn: () => juzs(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ? <AvailableJuzPicker khatmId="k1" reminderDays={7} juzs={data} /> : null;
}

describe("AvailableJuzPicker", () => {
  // jsdom lays nothing out; the picker scrolls its form into view.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });

  // Four clicks on a grid of 30 cards and the form: past the suite's 15 s on a loaded machine (React's development build).
  it("takes a juz someone else reserved out of the selection and says so", { timeout: 40_000 }, async () => {
    const { queryClient } = renderWithApp(
      <AuthProvider>
        <Picker />
      </AuthProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: /Juz 2\b/ }));
    await userEvent.click(screen.getByRole("button", { name: /Juz 3\b/ }));
    expect(screen.getByTestId("selection-summary").textContent).toBe("You selected Juz 2 - and 1 other");

    // The live grid: juz 2 is taken by another reader.
    act(() => queryClient.setQueryData(khatmKeys.juzs("k1"), juzs([2])));
    expect((await screen.findByTestId("taken-notice")).textContent).toContain(
      "Juz 2 was just reserved by someone else, so it has left your selection.",
    );
    expect(screen.getByTestId("selection-summary").textContent).toBe("You selected Juz 3");
    expect(screen.queryByRole("button", { name: /Juz 2\b/ })).toBeNull();

    // Choosing again clears the notice.
    await userEvent.click(screen.getByRole("button", { name: /Juz 4\b/ }));
    expect(screen.queryByTestId("taken-notice")).toBeNull();
  });
});
