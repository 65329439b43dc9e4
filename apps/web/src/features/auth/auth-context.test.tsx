import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { storageKeys } from "../../lib/storage";
import { authText, quietConsoleAndRestoreStubs, renderWithAuth, stubApi } from "../../test/auth";
import { useAuth } from "./auth-context";

describe("AuthProvider: the session check", () => {
  quietConsoleAndRestoreStubs();

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
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(url)).pathname).toBe("/api/auth/me");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer good-token");
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

  it("throws when used outside its provider", () => {
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });
});
