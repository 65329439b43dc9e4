import { must } from "@khatm/test-support";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getRememberedReaderEmail, storageKeys } from "../../lib/storage";
import { amina, stubApi as stubSessionApi } from "../../test/auth";
import { renderWithApp } from "../../test/render";
import { AuthProvider } from "../auth/auth-context";
import { ReservationForm } from "./ReservationForm";

type Call = { path: string; body: unknown };

/** A fake API: records each call and answers by path. */
function stubApi(answers: Record<string, Response | (() => Response)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input));
      calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[url.pathname];
      if (!answer) return new Response("{}", { status: 404 });
      return typeof answer === "function" ? answer() : answer.clone();
    }),
  );
  return calls;
}

async function renderForm(selected: number[], onReserved = vi.fn()) {
  const { unmount } = renderWithApp(
    <AuthProvider>
      <ReservationForm khatmId="k1" reminderDays={7} selected={selected} onReserved={onReserved} />
    </AuthProvider>,
  );
  await screen.findByText("Reserve Selected Juz");
  return { onReserved, unmount, events: userEvent.setup({ delay: null }) };
}

describe("ReservationForm", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sums up the selection", async () => {
    await renderForm([3, 4, 5, 9]);
    expect(screen.getByText("You selected Juz 3 - and 3 others")).toBeTruthy();
    expect(screen.getByText("Juz 3-5, 9")).toBeTruthy();
  });

  it("turns a signed-in reader's reminder on once the session is known, and leaves an anonymous reader's off", async () => {
    const reminder = () =>
      screen.getByRole<HTMLInputElement>("checkbox", { name: /Remind me by email if I have not completed it/ });
    stubSessionApi();
    const anonymous = await renderForm([2]);
    expect(reminder().checked).toBe(false);
    anonymous.unmount();

    localStorage.setItem(storageKeys.sessionToken, "good-token");
    await renderForm([2]);
    // The form appears before the session is checked; the session's answer fills it in and ticks the reminder.
    await waitFor(() => expect(reminder().checked).toBe(true));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Email/ }).value).toBe(amina.email);
  });

  it("asks an anonymous reader for an e-mail and a name of 2 characters, beside the fields", async () => {
    const calls = stubApi({});
    const { events } = await renderForm([2]);
    await events.type(screen.getByLabelText(/Your Name/), "A");
    await events.click(screen.getByRole("button", { name: /Reserve/ }));
    const email = screen.getByLabelText(/Your Email/);
    expect(await screen.findByText("Please provide your email address to continue")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    // No toast: the problem is said where it is, and goes when it is fixed.
    expect(document.querySelector(".mantine-Notification-root")).toBeNull();
    expect(screen.getByText("Name must be at least 2 characters")).toBeTruthy();
    await events.type(screen.getByLabelText(/Your Name/), "li");
    expect(screen.queryByText("Name must be at least 2 characters")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("reserves with the account in one request, says the account was made, and remembers the reader's e-mail", async () => {
    const calls = stubApi({
      "/api/khatms/k1/reserve": () => Response.json({ message: "ok", juzs: [], accountCreated: true }),
    });
    const { events, onReserved } = await renderForm([1, 2]);
    expect((screen.getByRole("checkbox", { name: /Create an account/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: /anonymous reader/ }) as HTMLInputElement).checked).toBe(false);
    // An anonymous reader is asked about reminders (off until ticked).
    const remind = screen.getByRole("checkbox", { name: "Remind me by email if I have not completed it after 7 days" });
    expect((remind as HTMLInputElement).checked).toBe(false);
    await events.click(remind);
    await events.type(screen.getByLabelText(/Your Name/), "Ali");
    await events.type(screen.getByLabelText(/Your Email/), "Ali@Example.org");
    await events.click(screen.getByRole("button", { name: /Reserve/ }));
    await waitFor(() => expect(onReserved).toHaveBeenCalledOnce());
    expect(calls.map((call) => call.path)).toEqual(["/api/khatms/k1/reserve"]);
    expect(must(calls[0]).body).toEqual({
      juzNumbers: [1, 2],
      readerName: "Ali",
      readerEmail: "Ali@Example.org",
      anonymous: false,
      remind: true,
      createAccount: true,
    });
    expect(
      await screen.findByText(/Account created successfully! Check your email for login instructions\./),
    ).toBeTruthy();
    expect(getRememberedReaderEmail()).toBe("ali@example.org");
  });

  it("reserves without an account when the box is unticked, and shows a failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = stubApi({
      "/api/khatms/k1/reserve": () =>
        new Response('{"error":"CONFLICT","message":"Juz 7 is already reserved"}', { status: 409 }),
    });
    const { events, onReserved } = await renderForm([7]);
    await events.type(screen.getByLabelText(/Your Name/), "Sara");
    await events.type(screen.getByLabelText(/Your Email/), "sara@example.org");
    await events.click(screen.getByRole("checkbox", { name: /Create an account/ }));
    await events.click(screen.getByRole("checkbox", { name: /anonymous reader/ }));
    await events.click(screen.getByRole("button", { name: /Reserve/ }));
    expect(await screen.findByText("Failed to reserve juz: 409: Juz 7 is already reserved")).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(["/api/khatms/k1/reserve"]);
    expect(must(calls[0]).body).toMatchObject({ juzNumbers: [7], anonymous: true });
    expect(onReserved).not.toHaveBeenCalled();
  });
});
