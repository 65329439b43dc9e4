import { act, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { storageKeys } from "../../lib/storage";
import { amina, authText, quietConsoleAndRestoreStubs, renderWithAuth, stubApi } from "../../test/auth";
import { AUTH_EVENT, type AuthEventDetail } from "./auth-context";

describe("AuthProvider: login and logout, here and in other tabs", () => {
  quietConsoleAndRestoreStubs();

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
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(new URL(String(url)).pathname).toBe("/api/auth/logout");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer good-token");
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
});
