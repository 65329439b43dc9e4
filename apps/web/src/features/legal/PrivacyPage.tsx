import type { MessageKey } from "@khatm/i18n";
import { useT } from "../i18n/i18n-context";
import { RichText } from "../i18n/RichText";
import { ContactFormLink } from "../layout/ContactFormLink";
import { LegalPage } from "./LegalPage";

/** What we store: each item's bold name, then the rest of its sentence. */
const stored: ReadonlyArray<readonly [title: MessageKey, text: MessageKey]> = [
  ["legal.privacyStoreNameTitle", "legal.privacyStoreName"],
  ["legal.privacyStoreReservationsTitle", "legal.privacyStoreReservations"],
  ["legal.privacyStoreKhatmsTitle", "legal.privacyStoreKhatms"],
  ["legal.privacyStoreBrowserTitle", "legal.privacyStoreBrowser"],
];

/** /privacy: what Khatm stores, who sees it, and how to reach us. */
export function PrivacyPage() {
  const t = useT();
  return (
    <LegalPage title={t("titles.privacyPolicy")}>
      <p>{t("legal.privacyIntro")}</p>

      <h2>{t("legal.privacyStore")}</h2>
      <ul>
        {stored.map(([title, text]) => (
          <li key={title}>
            <RichText message={text} parts={{ title: <strong>{t(title)}</strong> }} />
          </li>
        ))}
      </ul>

      <h2>{t("legal.privacyWho")}</h2>
      <ul>
        <li>{t("legal.privacyWho1")}</li>
        <li>{t("legal.privacyWho2")}</li>
        <li>{t("legal.privacyWho3")}</li>
        <li>{t("legal.privacyWho4")}</li>
      </ul>

      <h2>{t("legal.privacyEmails")}</h2>
      <p>{t("legal.privacyEmailsText")}</p>

      <h2>{t("legal.privacyChildren")}</h2>
      <p>{t("legal.privacyChildrenText")}</p>

      <h2>{t("legal.privacyChoices")}</h2>
      <p>{t("legal.privacyChoicesText")}</p>

      <h2>{t("legal.privacyContact")}</h2>
      <p>
        <RichText
          message="legal.privacyContactText"
          parts={{
            contactForm: <ContactFormLink>{t("legal.contactForm")}</ContactFormLink>,
          }}
        />
      </p>
    </LegalPage>
  );
}
