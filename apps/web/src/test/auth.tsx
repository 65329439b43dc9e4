import type { User } from "@khatm/schema";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { type AuthContextValue, AuthProvider, useAuth } from "../features/auth/auth-context";
import { createQueryClient } from "../lib/query-client";

// The AuthProvider's tests: one user, the API stubbed at the network boundary, and the provider's value on screen.

/** Each test of the suite starts with console.error quiet (failures are logged) and ends with every stub undone. */
export function quietConsoleAndRestoreStubs(): void {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

export const amina: User = {
  id: 7,
  name: "Amina",
  email: "amina@example.org",
  googleId: null,
  country: null,
  locale: null,
  createdAt: "2025-05-01T10:00:00.000Z",
};

/** The API at the network boundary: /api/auth/me knows one token; /api/auth/logout revokes it. */
export function stubApi(validToken = "good-token") {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const bearer = new Headers(init?.headers).get("Authorization");
    if (url.pathname === "/api/auth/me") {
      return bearer === `Bearer ${validToken}`
        ? Response.json({ user: amina })
        : Response.json({ error: "UNAUTHORIZED", message: "Please sign in" }, { status: 401 });
    }
    if (url.pathname === "/api/auth/logout") return new Response(null, { status: 204 });
    return Response.json({ error: "NOT_FOUND", message: "No such API endpoint." }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function AuthProbe() {
  const { status, user } = useAuth();
  return (
    <p data-testid="auth">
      {status}
      {user ? `:${user.email}` : ""}
    </p>
  );
}

/** Holds what the provider gave its children on the last render, for tests that call signIn and signOut. */
const captured: { auth?: AuthContextValue } = {};

function Capture() {
  captured.auth = useAuth();
  return null;
}

export function renderWithAuth() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthProbe />
        <Capture />
      </AuthProvider>
    </QueryClientProvider>,
  );
  const auth = (): AuthContextValue => {
    if (!captured.auth) throw new Error("the AuthProvider has not rendered");
    return captured.auth;
  };
  return { queryClient, auth };
}

export const authText = () => screen.getByTestId("auth").textContent;
