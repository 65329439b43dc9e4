import { Link } from "@tanstack/react-router";
import { useT } from "../i18n/i18n-context";
import { RichText } from "../i18n/RichText";
import { ContactFormLink } from "../layout/ContactFormLink";
import { LegalPage } from "./LegalPage";

/** /terms: the rules of using Khatm, in plain words. */
export function TermsPage() {
  const t = useT();
  const contactForm = <ContactFormLink>{t("legal.contactForm")}</ContactFormLink>;
  return (
    <LegalPage title={t("titles.termsOfService")}>
      <p>{t("legal.termsIntro")}</p>

      <h2>{t("legal.termsUsing")}</h2>
      <ul>
        <li>{t("legal.termsUsing1")}</li>
        <li>{t("legal.termsUsing2")}</li>
        <li>{t("legal.termsUsing3")}</li>
      </ul>

      <h2>{t("legal.termsResponsibilities")}</h2>
      <ul>
        <li>{t("legal.termsResponsibilities1")}</li>
        <li>{t("legal.termsResponsibilities2")}</li>
        <li>{t("legal.termsResponsibilities3")}</li>
        <li>{t("legal.termsResponsibilities4")}</li>
      </ul>

      <h2>{t("legal.termsOrganizers")}</h2>
      <p>{t("legal.termsOrganizersText")}</p>

      <h2>{t("legal.termsService")}</h2>
      <p>{t("legal.termsServiceText")}</p>

      <h2>{t("legal.termsPrivacy")}</h2>
      <p>
        <RichText
          message="legal.termsPrivacyText"
          parts={{ privacyPolicy: <Link to="/privacy">{t("legal.privacyPolicy")}</Link> }}
        />
      </p>

      <h2>{t("legal.termsContact")}</h2>
      <p>
        <RichText message="legal.termsContactText" parts={{ contactForm }} />
      </p>
    </LegalPage>
  );
}
