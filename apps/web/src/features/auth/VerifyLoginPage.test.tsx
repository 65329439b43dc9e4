import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { storageKeys } from "../../lib/storage";
import { amina, quietConsoleAndRestoreStubs } from "../../test/auth";
import { englishTranslator } from "../../test/render";
import { I18nProvider } from "../i18n/i18n-context";
import { AuthProvider } from "./auth-context";
import { VerifyLoginPage } from "./VerifyLoginPage";

/** POST /api/auth/verify at the network boundary: one valid single-use token, then it is spent. */
function stubVerify(validToken: string) {
  let spent = false;
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname !== "/api/auth/verify") return new Response(null, { status: 404 });
    const { token } = JSON.parse(String(init?.body)) as { token: string };
    if (token !== validToken || spent) {
      return Response.json(
        { error: "BAD_REQUEST", message: "This login link is invalid or has expired." },
        { status: 400 },
      );
    }
    spent = true;
    return Response.json({ token: "session-token", user: amina });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderVerify(token: string | undefined) {
  const rootRoute = createRootRoute({ component: Outlet });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => <p>Home page</p> }),
    createRoute({ getParentRoute: () => rootRoute, path: "/login", component: () => <p>Login page</p> }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: "/verify-login",
      component: () => <VerifyLoginPage token={token} />,
    }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/verify-login"] }) });
  render(
    // StrictMode runs effects twice: the single-use token must still be sent once.
    <StrictMode>
      <I18nProvider translator={englishTranslator}>
        <MantineProvider>
          <QueryClientProvider client={createQueryClient()}>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    </StrictMode>,
  );
  return router;
}

describe("VerifyLoginPage", () => {
  quietConsoleAndRestoreStubs();

  it("sends the token once, signs in and goes home after 2 seconds", async () => {
    const fetchMock = stubVerify("magic");
    const router = renderVerify("magic");

    expect(await screen.findByRole("heading", { name: "Login Successful" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(storageKeys.sessionToken)).toBe("session-token");
    expect(localStorage.getItem(storageKeys.readerEmail)).toBe("amina@example.org");
    expect(router.state.location.pathname).toBe("/verify-login");

    expect(await screen.findByText("Home page", undefined, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  }, 10_000);

  it("shows the server's message with Try Again and Return Home when the link is refused", async () => {
    stubVerify("magic");
    renderVerify("spent-or-wrong");

    expect(await screen.findByRole("heading", { name: "Verification Failed" })).toBeTruthy();
    expect(screen.getByText("This login link is invalid or has expired.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Try Again" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    expect(localStorage.getItem(storageKeys.sessionToken)).toBeNull();
  });

  it("says so when the URL carries no token, without calling the server", async () => {
    const fetchMock = stubVerify("magic");
    renderVerify(undefined);

    expect(await screen.findByText("No verification token found in URL")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
