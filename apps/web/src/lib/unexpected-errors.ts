import { errorToast, showToast } from "../components/feedback";
import { t } from "./i18n";

/**
 * Spec section 8, 'Unexpected exception': a failure nothing else handled (a rejected promise no screen awaited) is
 * logged and shown as the spec's red toast, so the reader is not left wondering why nothing happened.
 */
export function toastUnexpectedErrors(target: Window = window): void {
  target.addEventListener("unhandledrejection", (event) => {
    console.error("Unexpected error", event.reason);
    showToast(errorToast(t("common.unexpectedError")));
  });
}
