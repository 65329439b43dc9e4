import { Link } from "@tanstack/react-router";
import { CONTACT_FORM_URL } from "../layout/contact";
import { LegalPage } from "./LegalPage";

/** /terms: the rules of using Khatm, in plain words. */
export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        Khatm is a free service for organizing a shared reading of the Qur&apos;an: an organizer creates a khatm, the 30
        juz are shared out among readers, and everyone follows the progress together. By using Khatm you agree to these
        terms.
      </p>

      <h2>Using Khatm</h2>
      <ul>
        <li>You may use Khatm for personal, community and religious purposes, free of charge.</li>
        <li>
          You need no account to join a khatm or reserve a juz. An account, reached through a sign-in link sent to your
          email, lets you follow your reservations and the khatms you created.
        </li>
        <li>
          There is no deadline for reading. Please cancel a reservation you cannot complete, so someone else can take
          it.
        </li>
      </ul>

      <h2>Your responsibilities</h2>
      <ul>
        <li>
          Give your own name and an email address you control, or those of a reader who asked you to reserve for them.
        </li>
        <li>Keep khatm names and occasions respectful; do not use Khatm to spread spam, abuse or unlawful content.</li>
        <li>Share private khatm links and access codes only with people you want to invite.</li>
        <li>Do not try to disrupt the service, reach data that is not yours, or send automated requests in bulk.</li>
      </ul>

      <h2>Organizers</h2>
      <p>
        The organizer of a khatm decides who may take part and can reserve, transfer or cancel juz on behalf of its
        readers, or delete the khatm. We may remove khatms or reservations that break these terms.
      </p>

      <h2>The service</h2>
      <p>
        We work to keep Khatm available and your data safe, but the service is provided as it is, without warranties. We
        are not liable for losses arising from its use, as far as the law allows. We may change or discontinue features,
        and we may update these terms; the date above shows the latest change.
      </p>

      <h2>Privacy</h2>
      <p>
        How we handle your name and email is described in our <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms? Write to us through our{" "}
        <a href={CONTACT_FORM_URL} target="_blank" rel="noopener noreferrer">
          contact form
        </a>
        .
      </p>
    </LegalPage>
  );
}
