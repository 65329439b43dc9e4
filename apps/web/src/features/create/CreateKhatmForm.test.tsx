import type { CreateKhatmRequest, User } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { CreateKhatmForm } from "./CreateKhatmForm";

const user: User = {
  id: 7,
  name: "Aisha",
  email: "aisha@example.org",
  googleId: null,
  country: null,
  locale: null,
  createdAt: "2025-05-01T00:00:00Z",
};

async function renderForm(signedInAs: User | null) {
  const onSubmit = vi.fn<(request: CreateKhatmRequest) => void>();
  renderWithApp(<CreateKhatmForm user={signedInAs} submitting={false} onSubmit={onSubmit} />);
  await screen.findByLabelText(/Khatm Name/);
  return { onSubmit, events: userEvent.setup({ delay: null }) };
}

/** The create page as it hydrates: signed out until the session check answers (the button), then signed in. */
function SessionArrivesLater({ onSubmit }: { onSubmit: (request: CreateKhatmRequest) => void }) {
  const [session, setSession] = useState<User | null>(null);
  return (
    <>
      <button type="button" onClick={() => setSession(user)}>
        session checked
      </button>
      <CreateKhatmForm user={session} identityPending={session === null} submitting={false} onSubmit={onSubmit} />
    </>
  );
}

describe("CreateKhatmForm", () => {
  it("asks a signed-out creator for name and e-mail, with the spec's messages", async () => {
    const { onSubmit, events } = await renderForm(null);
    expect(screen.getByText("Your name and email are always private.")).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "Create Khatm" }));
    expect(screen.getByText("Khatm name is required")).toBeTruthy();
    expect(screen.getByText("Your name is required")).toBeTruthy();
    expect(screen.getByText("Your email is required")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await events.type(screen.getByLabelText(/Your Email/), "not-an-email");
    await events.click(screen.getByRole("button", { name: "Create Khatm" }));
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
  });

  it("clears an error when its field is edited", async () => {
    const { events } = await renderForm(null);
    await events.click(screen.getByRole("button", { name: "Create Khatm" }));
    await events.type(screen.getByLabelText(/Khatm Name/), "R");
    expect(screen.queryByText("Khatm name is required")).toBeNull();
    expect(screen.getByText("Your name is required")).toBeTruthy();
  });

  it("treats a blank name as missing", async () => {
    const { events } = await renderForm(user);
    await events.type(screen.getByLabelText(/Khatm Name/), "   ");
    await events.click(screen.getByRole("button", { name: "Create Khatm" }));
    expect(screen.getByText("Khatm name is required")).toBeTruthy();
  });

  it("sends the spec's payload for a signed-out creator: public by default, empty occasion as null", async () => {
    const { onSubmit, events } = await renderForm(null);
    expect((screen.getByLabelText("Make this Khatm public (visible to everyone)") as HTMLInputElement).checked).toBe(
      true,
    );
    await events.type(screen.getByLabelText(/Khatm Name/), "  Ramadan Khatm ");
    await events.type(screen.getByLabelText(/Your Name/), "Yusuf");
    await events.type(screen.getByLabelText(/Your Email/), "yusuf@example.org");
    await events.click(screen.getByRole("button", { name: "Create Khatm" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    const request = must(onSubmit.mock.calls[0])[0];
    expect(request).toMatchObject({
      name: "Ramadan Khatm",
      occasion: null,
      startDate: null,
      endDate: null,
      creatorId: 1,
      creatorName: "Yusuf",
      creatorEmail: "yusuf@example.org",
      isPublic: true,
    });
    expect(request.uniqueId).toMatch(/^khatm-\d+$/);
  });

  it("creates as the signed-in user without asking for name and e-mail", async () => {
    const { onSubmit, events } = await renderForm(user);
    expect(screen.getByText("Creating as: Aisha (aisha@example.org)")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /Your Email/ })).toBeNull();
    await events.type(screen.getByLabelText(/Khatm Name/), "For grandmother");
    await events.type(screen.getByLabelText("Occasion"), "Her first anniversary");
    await events.click(screen.getByLabelText("Make this Khatm public (visible to everyone)"));
    await events.click(screen.getByRole("button", { name: "Create Khatm" }));
    expect(must(onSubmit.mock.calls[0])[0]).toMatchObject({
      name: "For grandmother",
      occasion: "Her first anniversary",
      creatorId: 7,
      creatorName: "Aisha",
      creatorEmail: "aisha@example.org",
      isPublic: false,
    });
  });

  it("follows a session known only after the painted form hydrated: no name or e-mail asked", async () => {
    const onSubmit = vi.fn<(request: CreateKhatmRequest) => void>();
    renderWithApp(<SessionArrivesLater onSubmit={onSubmit} />);
    const events = userEvent.setup({ delay: null });
    await events.type(await screen.findByLabelText(/Khatm Name/), "For grandmother");
    await events.click(screen.getByRole("button", { name: "session checked" }));
    await events.click(screen.getByRole("button", { name: "Create Khatm" }));
    expect(must(onSubmit.mock.calls[0])[0]).toMatchObject({ name: "For grandmother", creatorId: 7 });
  });
});
