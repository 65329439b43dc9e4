import { notifications } from "@mantine/notifications";
import { ApiRequestError } from "../../lib/api-client";

/** Toasts as the spec's error catalogue words them: a title and a text; failures are red. */
export function notifySuccess(message: string, title = "Success"): void {
  notifications.show({ title, message, color: "teal" });
}

export function notifyError(message: string, title = "Error"): void {
  notifications.show({ title, message, color: "red" });
}

export function notifyWarning(message: string, title = "Warning"): void {
  notifications.show({ title, message, color: "yellow" });
}

/** The failure text of an API call: "{status}: {message}" for answers, the plain message for network errors. */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
