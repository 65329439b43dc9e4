import { Accordion, Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { CONTACT_FORM_URL } from "../layout/contact";
import { HomeSection } from "./HomeSection";

const faqs: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: "How do I join a Khatm?",
    answer:
      "Pick one from the list of public Khatms, or enter the 6-digit access code you received in the Join Khatm box.",
  },
  {
    question: "Do I need an account?",
    answer:
      "No, an account is optional. With one you can track your reservations in one place and receive e-mail notifications.",
  },
  {
    question: "Is there a deadline for reading?",
    answer: "No. There is no deadline: read your juz at your own pace.",
  },
  {
    question: "How do I create a Khatm?",
    answer: "Press 'Create a Khatm' and give it a name. You get a unique access code to share with the readers.",
  },
  {
    question: "Can I reserve more than one juz?",
    answer: "Yes. Select several juz and reserve them all in one submission.",
  },
  {
    question: "How do I cancel a reservation?",
    answer:
      "Open My Reservations and press the 'Cancel Reservation' button next to the juz. The juz becomes available for others again.",
  },
  {
    question: "How can I contact you?",
    answer: (
      <>
        Through our{" "}
        <Anchor href={CONTACT_FORM_URL} target="_blank" rel="noopener noreferrer">
          contact form
        </Anchor>
        .
      </>
    ),
  },
];

/** One answer open at a time; pressing the open question closes it again. */
export function FaqSection() {
  return (
    <HomeSection title="Frequently Asked Questions">
      <Accordion variant="separated" radius="md">
        {faqs.map((faq) => (
          <Accordion.Item key={faq.question} value={faq.question}>
            <Accordion.Control>{faq.question}</Accordion.Control>
            <Accordion.Panel>{faq.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </HomeSection>
  );
}
