import { useT } from "../i18n/i18n-context";
import { NotFoundMessage } from "../layout/NotFoundPage";

/** Spec: an unknown code shows 'Khatm Not Found' with a Return to Home button. */
export function KhatmNotFound() {
  const t = useT();
  return (
    <NotFoundMessage
      title={t("khatm.notFoundTitle")}
      text={t("khatm.notFoundText")}
      returnHome={t("khatm.returnHome")}
    />
  );
}
