import type { Division } from "@khatm/schema/rules";
import { optionalEmail, readerName } from "../../lib/form-rules";
import { t } from "../../lib/i18n";

export interface ReservationValues {
  readerName: string;
  readerEmail: string;
  createAccount: boolean;
  /** "Show me as an anonymous reader". */
  anonymous: boolean;
}

type ReaderErrors = Partial<Record<"readerName" | "readerEmail", string>>;

export interface ReservationCheck {
  /** A problem of the whole form, not of a field: nothing selected (spec §5 gives it a title and a text). */
  notice?: { title: string; message: string };
  errors: ReaderErrors;
}

/** The fields' own errors, without the ones that are absent. */
function readerErrors(values: { readerName: string; readerEmail: string }): ReaderErrors {
  const errors: ReaderErrors = {};
  const nameError = readerName(values.readerName);
  const emailError = optionalEmail(values.readerEmail);
  if (nameError) errors.readerName = nameError;
  if (emailError) errors.readerEmail = emailError;
  return errors;
}

/**
 * Spec §5's reserve-form rules; a signed-in reader may leave the e-mail empty, an anonymous one may not, which is said
 * beside the field (issue 39: validation inline, not a toast that outlives the problem). An empty
 * selection is named in the khatm's division's words ('No page selected'), a juz khatm's in the spec's.
 */
export function checkReservation(
  values: ReservationValues,
  selectedCount: number,
  signedIn: boolean,
  division: Division = "juz",
): ReservationCheck {
  if (selectedCount === 0) {
    const notice =
      division === "juz"
        ? { title: t("join.noJuzSelectedTitle"), message: t("join.noJuzSelected") }
        : { title: t("parts.noneSelected", { division }), message: t("parts.selectAtLeastOne", { division }) };
    return { notice, errors: {} };
  }
  const errors = readerErrors(values);
  if (!values.readerEmail.trim() && !signedIn) errors.readerEmail = t("join.emailRequired");
  return { errors };
}

/** The behalf-of form (spec §5): a name of 2 characters or more; the e-mail is optional but must be valid if given. */
export function checkBehalfReservation(values: { readerName: string; readerEmail: string }): ReaderErrors {
  return readerErrors(values);
}
