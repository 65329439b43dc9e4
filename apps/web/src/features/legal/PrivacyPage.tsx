import { CONTACT_FORM_URL } from "../layout/contact";
import { LegalPage } from "./LegalPage";

/** /privacy: what Khatm stores, who sees it, and how to reach us. */
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Khatm keeps as little about you as it needs to organize a shared reading of the Qur&apos;an. This page explains
        what we store, who can see it, and the choices you have.
      </p>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your name and email address</strong>, when you create a khatm, reserve a juz or sign in, and the
          country you may add to your profile.
        </li>
        <li>
          <strong>Your reservations</strong>: which juz of which khatm you reserved, and when you reserved or completed
          them.
        </li>
        <li>
          <strong>The khatms you create</strong>: name, occasion, whether they are public, and the activity on them.
        </li>
        <li>
          <strong>In your browser</strong>: your sign-in session, the email you last reserved with, and keys that let
          this browser manage the khatms and reservations it made. Clearing your browser data removes them.
        </li>
      </ul>

      <h2>Who can see it</h2>
      <ul>
        <li>
          Your email address is never shown to other readers. Only you and the organizer of a khatm you reserved in can
          see it.
        </li>
        <li>Other readers of a khatm see the name you reserved under, next to your juz.</li>
        <li>
          Your reservations and khatms are listed for you only after you sign in, or in the browser you made them from.
        </li>
        <li>We do not sell your data or share it with advertisers.</li>
      </ul>

      <h2>Emails we send</h2>
      <p>
        We email you sign-in links you ask for and messages about khatms you take part in. A sign-in link works once and
        expires after 15 minutes.
      </p>

      <h2>Children</h2>
      <p>
        Khatm is not intended for children under 13, and we do not knowingly collect their data. If you believe a child
        under 13 has given us their details, contact us and we will delete them.
      </p>

      <h2>Your choices</h2>
      <p>
        You can change your name and country on your account page and cancel your reservations at any time. To have your
        account and data deleted, or to ask what we hold about you, contact us.
      </p>

      <h2>Contact us</h2>
      <p>
        For any privacy question or request, write to us through our{" "}
        <a href={CONTACT_FORM_URL} target="_blank" rel="noopener noreferrer">
          contact form
        </a>
        . We answer as soon as we can.
      </p>
    </LegalPage>
  );
}
