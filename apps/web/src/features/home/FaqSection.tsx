import type { MessageKey } from "@khatm/i18n";
import { Accordion } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../i18n/i18n-context";
import { RichText } from "../i18n/RichText";
import { ContactFormLink } from "../layout/ContactFormLink";
import { HomeSection } from "./HomeSection";

const faqs = [
  ["home.faqJoinQ", "home.faqJoinA"],
  ["home.faqAccountQ", "home.faqAccountA"],
  ["home.faqDeadlineQ", "home.faqDeadlineA"],
  ["home.faqCreateQ", "home.faqCreateA"],
  ["home.faqManyQ", "home.faqManyA"],
  ["home.faqCancelQ", "home.faqCancelA"],
] as const satisfies ReadonlyArray<readonly [MessageKey, MessageKey]>;

/** One answer open at a time; pressing the open question closes it again. */
export function FaqSection() {
  const t = useT();
  const contact = (
    <RichText
      message="home.faqContactA"
      parts={{
        contactForm: <ContactFormLink>{t("home.contactForm")}</ContactFormLink>,
      }}
    />
  );
  const items: Array<[MessageKey, ReactNode]> = [
    ...faqs.map(([question, answer]) => [question, t(answer)] as [MessageKey, ReactNode]),
    ["home.faqContactQ", contact],
  ];
  return (
    <HomeSection title={t("home.faqTitle")}>
      <Accordion variant="separated" radius="md">
        {items.map(([question, answer]) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.Control>{t(question)}</Accordion.Control>
            <Accordion.Panel>{answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </HomeSection>
  );
}
