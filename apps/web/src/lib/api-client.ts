// The zod-free entry: importing "@khatm/schema" here would put zod into every page's JavaScript.
import { MANAGE_KEY_HEADER, READER_KEY_HEADER } from "@khatm/schema/headers";
import type { ServerApi } from "../ssr/renderer-contract";
import { activeLocale } from "./i18n";
import { isOffline, OfflineError, sendWatched } from "./network";
import { storageKeys } from "./storage";

/** The error of every failed API call: its text is "{status}: {message}" as the spec's error rule says. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code?: string,
  ) {
    super(`${status}: ${detail}`);
    this.name = "ApiRequestError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** The manage key this browser holds for the khatm the call is about, if any. */
  manageKey?: string | null;
  signal?: AbortSignal;
}

/** Message of an error answer: body.message, else body.error, else the raw text, else the status text. */
async function errorDetail(response: Response): Promise<{ detail: string; code?: string }> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const message = typeof body.message === "string" && body.message ? body.message : undefined;
    const error = typeof body.error === "string" && body.error ? body.error : undefined;
    const detail = message ?? error;
    if (detail) return { detail, code: error };
  } catch {
    // not JSON: fall through to the raw text
  }
  return { detail: text || response.statusText };
}

let serverApi: ServerApi | null = null;

/** In the worker there is no window and no browser storage: the render's reads go to the worker's API instead. */
export function callApiInProcess(api: ServerApi): void {
  serverApi = api;
}

/** The browser's local storage; none in the worker's render, which reads as a visitor holding nothing. */
const browserStorage = (): Storage | null => (typeof localStorage === "undefined" ? null : localStorage);

/**
 * The one way the web app calls the API: credentials included, bearer token when signed in, the browser's reader
 * key and (per call) manage key, the `_t` cache-buster on GETs, and JSON only when there is a body. It asks for the
 * language the app is showing (Accept-Language), so the API's messages match the page, not only the browser.
 * Answers null on 204; throws ApiRequestError on any non-OK answer. An action (any method but GET) fails at once
 * with OfflineError while the browser is offline, and is watched for slowness (lib/network.ts).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const url = new URL(path, serverApi?.origin ?? window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (method === "GET") url.searchParams.set("_t", String(Date.now()));

  const headers = new Headers();
  const storage = browserStorage();
  const token = storage?.getItem(storageKeys.sessionToken);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const readerKey = storage?.getItem(storageKeys.readerKey);
  if (readerKey) headers.set(READER_KEY_HEADER, readerKey);
  if (options.manageKey) headers.set(MANAGE_KEY_HEADER, options.manageKey);
  const locale = activeLocale();
  if (locale) headers.set("Accept-Language", locale);
  if (options.body !== undefined) headers.set("Content-Type", "application/json");

  let response: Response;
  try {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (serverApi) {
      response = await serverApi.fetch(new Request(url, { method, headers, body, signal: options.signal }));
    } else if (method === "GET") {
      response = await fetch(url, { method, headers, credentials: "include", body, signal: options.signal });
    } else {
      if (isOffline()) throw new OfflineError();
      const send = (signal: AbortSignal) => fetch(url, { method, headers, credentials: "include", body, signal });
      response = await sendWatched(send, options.signal);
    }
  } catch (error) {
    // No network (a page opened offline from the service worker's copy): the action says so instead of failing.
    if (!serverApi && typeof navigator !== "undefined" && !navigator.onLine && !options.signal?.aborted) {
      throw new OfflineError();
    }
    console.error(`API ${method} ${path} failed`, error);
    throw error;
  }
  if (!response.ok) {
    const { detail, code } = await errorDetail(response);
    const failure = new ApiRequestError(response.status, detail, code);
    console.error(`API ${method} ${path}`, failure.message);
    throw failure;
  }
  if (response.status === 204) return null as T;
  const answer = (await response.json()) as T & { readerKey?: string };
  if (answer && typeof answer === "object" && typeof answer.readerKey === "string") {
    browserStorage()?.setItem(storageKeys.readerKey, answer.readerKey);
  }
  return answer;
}
