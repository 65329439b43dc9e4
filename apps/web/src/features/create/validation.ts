import {
  COUNT_TARGET_MAX,
  DEFAULT_DIVISION,
  type Division,
  isValidEmail,
  RECITATION_MAX_LENGTH,
} from "@khatm/schema/rules";
import { plainText, wholeNumberIn } from "../../lib/form-rules";
import { t } from "../../lib/i18n";
import type { RecitationChoice } from "../recitation/presets";

export interface CreateKhatmValues {
  name: string;
  occasion: string;
  dedication: string;
  isPublic: boolean;
  /** How the khatm is shared out; juz is preselected. */
  division: Division;
  /** The whole Qur'an shared out by `division`, or a counted recitation (issue 25). */
  kind: "quran" | "count";
  /** A count's recitation (a preset, or "own" with `ownRecitation`) and its target. */
  recitationChoice: RecitationChoice;
  ownRecitation: string;
  target: number | string;
  creatorName: string;
  creatorEmail: string;
  /** The finish-by date, `YYYY-MM-DD` (issue 37); null: none. */
  finishBy: string | null;
}

export const initialCreateKhatmValues: CreateKhatmValues = {
  name: "",
  occasion: "",
  dedication: "",
  // Spec §9: new khatms are public by default on the form.
  isPublic: true,
  division: DEFAULT_DIVISION,
  kind: "quran",
  recitationChoice: "surah-36",
  ownRecitation: "",
  target: 41,
  creatorName: "",
  creatorEmail: "",
  finishBy: null,
};

/** Spec §5's rules and texts; the creator's name and e-mail are asked only when signed out. */
export function createKhatmRules(signedIn: boolean) {
  return {
    name: (value: string) => (plainText(value) ? null : t("forms.khatmNameRequired")),
    creatorName: (value: string) => (signedIn || plainText(value) ? null : t("forms.yourNameRequired")),
    target: (value: number | string, values: CreateKhatmValues) =>
      values.kind === "count" ? wholeNumberIn(1, COUNT_TARGET_MAX)(value) : null,
    ownRecitation: (value: string, values: CreateKhatmValues) => {
      if (values.kind !== "count" || values.recitationChoice !== "own") return null;
      if (!plainText(value)) return t("recitation.recitationRequired");
      return plainText(value).length > RECITATION_MAX_LENGTH
        ? t("recitation.recitationTooLong", { max: RECITATION_MAX_LENGTH })
        : null;
    },
    creatorEmail: (value: string) => {
      if (signedIn) return null;
      if (!value.trim()) return t("forms.yourEmailRequired");
      return isValidEmail(value) ? null : t("forms.invalidEmail");
    },
  };
}
