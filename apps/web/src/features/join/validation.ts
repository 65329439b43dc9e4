import { isValidEmail } from "@khatm/schema/rules";

export interface ReservationValues {
  readerName: string;
  readerEmail: string;
  createAccount: boolean;
}

export interface ReservationCheck {
  /** A toast-worthy problem (spec §5 gives these a title and a text). */
  notice?: { title: string; message: string };
  errors: Partial<Record<"readerName" | "readerEmail", string>>;
}

/** Spec §5's reserve-form rules; a signed-in reader may leave the e-mail empty, an anonymous one may not. */
export function checkReservation(
  values: ReservationValues,
  selectedCount: number,
  signedIn: boolean,
): ReservationCheck {
  if (selectedCount === 0) {
    return { notice: { title: "No juz selected", message: "Please select at least one juz to reserve" }, errors: {} };
  }
  const errors: ReservationCheck["errors"] = {};
  if (values.readerName.trim().length < 2) errors.readerName = "Name must be at least 2 characters";
  const email = values.readerEmail.trim();
  if (!email && !signedIn) {
    return { notice: { title: "Email Required", message: "Please provide your email address to continue" }, errors };
  }
  if (email && !isValidEmail(email)) errors.readerEmail = "Please enter a valid email address";
  return { errors };
}

/** The behalf-of form (spec §5): a name of 2 characters or more; the e-mail is optional but must be valid if given. */
export function checkBehalfReservation(values: {
  readerName: string;
  readerEmail: string;
}): ReservationCheck["errors"] {
  const errors: ReservationCheck["errors"] = {};
  if (values.readerName.trim().length < 2) errors.readerName = "Name must be at least 2 characters";
  const email = values.readerEmail.trim();
  if (email && !isValidEmail(email)) errors.readerEmail = "Please enter a valid email address";
  return errors;
}
