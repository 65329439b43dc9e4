import { DEFAULT_DIVISION, type Division, isValidEmail } from "@khatm/schema/rules";
import { t } from "../../lib/i18n";

export interface CreateKhatmValues {
  name: string;
  occasion: string;
  dedication: string;
  isPublic: boolean;
  /** How the khatm is shared out; juz is preselected. */
  division: Division;
  creatorName: string;
  creatorEmail: string;
}

export const initialCreateKhatmValues: CreateKhatmValues = {
  name: "",
  occasion: "",
  dedication: "",
  // Spec §9: new khatms are public by default on the form.
  isPublic: true,
  division: DEFAULT_DIVISION,
  creatorName: "",
  creatorEmail: "",
};

/** Spec §5's rules and texts; the creator's name and e-mail are asked only when signed out. */
export function createKhatmRules(signedIn: boolean) {
  return {
    name: (value: string) => (value.trim() ? null : t("forms.khatmNameRequired")),
    creatorName: (value: string) => (signedIn || value.trim() ? null : t("forms.yourNameRequired")),
    creatorEmail: (value: string) => {
      if (signedIn) return null;
      if (!value.trim()) return t("forms.yourEmailRequired");
      return isValidEmail(value) ? null : t("forms.invalidEmail");
    },
  };
}
