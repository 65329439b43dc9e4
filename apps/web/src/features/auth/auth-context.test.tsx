import type { User } from "@khatm/schema";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { storageKeys } from "../../lib/storage";
import { AUTH_EVENT, type AuthEventDetail, AuthProvider, useAuth } from "./auth-context";

const amina: User = {
  id: 7,
  name: "Amina",
  email: "amina@example.org",
  googleId: null,
  country: null,
  createdAt: "2025-05-01T10:00:00.000Z",
};

/** The API at the network boundary: /api/auth/me knows one token; /api/auth/logout revokes it. */
function stubApi(validToken = "good-token") {
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

function renderWithAuth() {
  const queryClient = createQueryClient();
  let auth: ReturnType<typeof useAuth> | undefined;
  function Capture() {
    auth = useAuth();
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthProbe />
        <Capture />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { queryClient, auth: () => auth! };
}

const authText = () => screen.getByTestId("auth").textContent;

describe("AuthProvider", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is signed out at once when no token is stored, without asking the server", () => {
    const fetchMock = stubApi();
    renderWithAuth();
    expect(authText()).toBe("signed-out");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks a stored token with GET /api/auth/me: loading, then signed in with the server's user", async () => {
    localStorage.setItem(storageKeys.sessionToken, "good-token");
    const fetchMock = stubApi();
    renderWithAuth();
    expect(authText()).toBe("loading");
    await waitFor(() => expect(authText()).toBe("signed-in:amina@example.org"));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe("/api/auth/me");
    expect(new Headers(init!.headers).get("Authorization")).toBe("Bearer good-token");
  });

  it("deletes a token the server refuses and ends signed out", async () => {
    localStorage.setItem(storageKeys.sessionToken, "expired-token");
    localStorage.setItem(storageKeys.userEmail, "amina@example.org");
    stubApi();
    renderWithAuth();
    await waitFor(() => expect(authText()).toBe("signed-out"));
    // The token is forgotten by an effect of that render.
    await waitFor(() => expect(localStorage.getItem(storageKeys.sessionToken)).toBeNull());
    expect(localStorage.getItem(storageKeys.userEmail)).toBeNull();
  });

  it("deletes the token when the check fails on the network", async () => {
    localStorage.setItem(storageKeys.sessionToken, "good-token");
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    renderWithAuth();
    await waitFor(() => expect(authText()).toBe("signed-out"));
    await waitFor(() => expect(localStorage.getItem(storageKeys.sessionToken)).toBeNull());
  });

  it("follows the window event: login carries the user, logout clears it", async () => {
    const fetchMock = stubApi();
    renderWithAuth();
    expect(authText()).toBe("signed-out");

    localStorage.setItem(storageKeys.sessionToken, "good-token");
    act(() => {
      window.dispatchEvent(new CustomEvent<AuthEventDetail>(AUTH_EVENT, { detail: { action: "login", user: amina } }));
    });
    // The event's user is taken as is: no session check is needed for a login this page just made.
    expect(authText()).toBe("signed-in:amina@example.org");
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new CustomEvent<AuthEventDetail>(AUTH_EVENT, { detail: { action: "logout" } }));
    });
    expect(authText()).toBe("signed-out");
  });

  it("signIn stores the session and the remembered reader e-mail; signOut revokes and forgets it", async () => {
    const fetchMock = stubApi();
    const { auth } = renderWithAuth();
    const heard: AuthEventDetail[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent<AuthEventDetail>).detail);
    window.addEventListener(AUTH_EVENT, listen);

    act(() => auth().signIn("good-token", { ...amina, email: "Amina@Example.org" }));
    expect(authText()).toBe("signed-in:Amina@Example.org");
    expect(localStorage.getItem(storageKeys.sessionToken)).toBe("good-token");
    expect(localStorage.getItem(storageKeys.readerEmail)).toBe("amina@example.org");

    await act(() => auth().signOut());
    expect(authText()).toBe("signed-out");
    expect(localStorage.getItem(storageKeys.sessionToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.userEmail)).toBeNull();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(new URL(String(url)).pathname).toBe("/api/auth/logout");
    expect(init!.method).toBe("POST");
    expect(new Headers(init!.headers).get("Authorization")).toBe("Bearer good-token");
    expect(heard.map((detail) => detail.action)).toEqual(["login", "logout"]);
    window.removeEventListener(AUTH_EVENT, listen);
  });

  it("signs out locally even when the server cannot be reached to revoke", async () => {
    localStorage.setItem(storageKeys.sessionToken, "good-token");
    stubApi();
    const { auth } = renderWithAuth();
    await waitFor(() => expect(authText()).toBe("signed-in:amina@example.org"));
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    await act(() => auth().signOut());
    expect(authText()).toBe("signed-out");
    expect(localStorage.getItem(storageKeys.sessionToken)).toBeNull();
  });

  it("keeps in step with other tabs through the storage event on the token", async () => {
    stubApi();
    renderWithAuth();
    expect(authText()).toBe("signed-out");

    // Another tab signed in: the token appears in the shared storage and this tab checks it.
    localStorage.setItem(storageKeys.sessionToken, "good-token");
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: storageKeys.sessionToken,
          newValue: "good-token",
          storageArea: localStorage,
        }),
      );
    });
    await waitFor(() => expect(authText()).toBe("signed-in:amina@example.org"));

    // Another tab logged out.
    localStorage.removeItem(storageKeys.sessionToken);
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: storageKeys.sessionToken, newValue: null, storageArea: localStorage }),
      );
    });
    expect(authText()).toBe("signed-out");
  });

  it("drops data fetched as the previous identity when it changes", async () => {
    stubApi();
    const { queryClient, auth } = renderWithAuth();
    queryClient.setQueryData(["readers", "amina@example.org", "juzs"], [{ number: 3 }]);
    act(() => auth().signIn("good-token", amina));
    await act(() => auth().signOut());
    expect(queryClient.getQueryData(["readers", "amina@example.org", "juzs"])).toBeUndefined();
  });

  it("throws when used outside its provider", () => {
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });
});
