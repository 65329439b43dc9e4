import { notifications } from "@mantine/notifications";
import type { Mutation } from "@tanstack/react-query";
import { ApiRequestError } from "../lib/api-client";
import { t } from "../lib/i18n";
import { OfflineError } from "../lib/network";

/** A toast as the spec's error catalogue words it: an optional title and a text; failures are red. */
export interface Toast {
  /** Names the toast, so that what it is about can close it (an error closes when the action then succeeds). */
  id?: string;
  title?: string;
  message: string;
  color?: "teal" | "red" | "yellow";
  /** How long it stays, when not the app's 3 seconds. */
  autoClose?: number;
}

/** The one way the app raises a toast. */
export function showToast(toast: Toast): void {
  notifications.show({ ...toast });
}

export const successToast = (message: string, title = t("common.success")): Toast => ({
  title,
  message,
  color: "teal",
});
export const errorToast = (message: string, title = t("common.error")): Toast => ({ title, message, color: "red" });
export const warningToast = (message: string, title = t("common.warning")): Toast => ({
  title,
  message,
  color: "yellow",
});

/**
 * The text of a failed API call. By default "{status}: {message}" (the spec's error rule), or the error's own
 * message for a network failure. With `fallback`, only the server's message, else the fallback (the sign-in and
 * profile toasts word it so).
 */
export function errorText(error: unknown, fallback?: string): string {
  if (fallback !== undefined) return error instanceof ApiRequestError && error.detail ? error.detail : fallback;
  return error instanceof Error ? error.message : String(error);
}

/**
 * What a mutation says when it ends, kept in its `meta` and raised by the query client's MutationCache (see
 * lib/query-client.ts), so the toast shows even when the component that started it has unmounted meanwhile.
 */
export interface MutationToasts<TData, TVariables> {
  success?: (data: TData, variables: TVariables) => Toast;
  error?: (error: unknown, variables: TVariables) => Toast;
}

type AnyToasts = MutationToasts<unknown, unknown>;

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: { toasts?: AnyToasts };
  }
}

/** The `meta` of a mutation that toasts its outcome. */
export function toastMeta<TData, TVariables>(toasts: MutationToasts<TData, TVariables>): { toasts: AnyToasts } {
  // The cache hands every mutation's own data and variables back to its own toasts; only the types are erased.
  return { toasts: toasts as AnyToasts };
}

type AnyMutation = Mutation<unknown, unknown, unknown>;

/** The id of a mutation's error toast: one per mutation key, so its next success closes it. */
export const errorToastId = (mutationKey: readonly unknown[] | undefined): string | undefined =>
  mutationKey ? `error:${JSON.stringify(mutationKey)}` : undefined;

/** The one "You are offline" toast, shown at once (ahead of any queued toast): nothing was sent. */
const OFFLINE_TOAST_ID = "offline";

export function toastMutationSuccess(data: unknown, variables: unknown, _result: unknown, mutation: AnyMutation) {
  // The error toast of an earlier try of this same action is moot now.
  const failed = errorToastId(mutation.options.mutationKey);
  if (failed) notifications.hide(failed);
  notifications.hide(OFFLINE_TOAST_ID);
  const toast = mutation.meta?.toasts?.success?.(data, variables);
  if (toast) showToast(toast);
}

/**
 * Past a rate limit (429) every mutation says the same clear thing, whatever its own error toast: the server's
 * message (which says how long to wait), without the status, in yellow since nothing went wrong.
 */
export function toastMutationError(error: unknown, variables: unknown, _result: unknown, mutation: AnyMutation) {
  if (error instanceof OfflineError) {
    notifications.clean();
    showToast({ ...errorToast(t("common.offlineAction"), t("common.offlineTitle")), id: OFFLINE_TOAST_ID });
    return;
  }
  const limited = error instanceof ApiRequestError && error.status === 429;
  const toast = limited
    ? { ...warningToast(error.detail, t("abuse.rateLimitedTitle")), autoClose: 8000 }
    : mutation.meta?.toasts?.error?.(error, variables);
  if (toast) showToast({ id: errorToastId(mutation.options.mutationKey), ...toast });
}
