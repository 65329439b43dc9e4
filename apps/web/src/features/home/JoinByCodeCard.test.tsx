import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { JoinByCodeCard } from "./JoinByCodeCard";

async function renderCard() {
  const { router } = renderWithApp(<JoinByCodeCard />);
  const input = (await screen.findByLabelText("Access code")) as HTMLInputElement;
  const join = screen.getByRole("button", { name: "Join" });
  return { input, join, router, events: userEvent.setup({ delay: null }) };
}

describe("JoinByCodeCard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps digits only, at most 6, typed or pasted", async () => {
    const { input, events } = await renderCard();
    await events.type(input, "12a-3");
    expect(input.value).toBe("123");
    await events.clear(input);
    await events.click(input);
    await events.paste("98 76 54 32");
    expect(input.value).toBe("987654");
  });

  it("enables Join only with 6 digits", async () => {
    const { input, join, events } = await renderCard();
    await events.type(input, "12345");
    expect((join as HTMLButtonElement).disabled).toBe(true);
    await events.type(input, "6");
    expect((join as HTMLButtonElement).disabled).toBe(false);
  });

  it("says when no khatm has the code", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>().mockResolvedValue(new Response('{"error":"NOT_FOUND","message":"x"}', { status: 404 })),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { input, join, events } = await renderCard();
    await events.type(input, "654321");
    await events.click(join);
    expect(await screen.findByText("Khatm not found")).toBeTruthy();
    expect(screen.getByText("No khatm was found with that access code. Please check and try again.")).toBeTruthy();
  });

  it("announces a found khatm, then opens its dashboard after 1 second", async () => {
    const khatm = { id: "k1", name: "Ramadan", accessCode: "654321" };
    // Timed from the lookup's answer (the 1 second starts after it), not from the end of the click, which a loaded
    // machine can finish late.
    let foundAt = Number.POSITIVE_INFINITY;
    const lookUp = vi.fn<typeof fetch>(async () => {
      foundAt = Date.now();
      return Response.json(khatm);
    });
    vi.stubGlobal("fetch", lookUp);
    const { input, join, router, events } = await renderCard();
    await events.type(input, "654321");
    await events.click(join);
    expect(await screen.findByText('"Ramadan" Khatm Found. Redirecting...')).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/n/654321"), { timeout: 3000 });
    expect(Date.now() - foundAt).toBeGreaterThanOrEqual(950);
  });
});
