/**
 * The mailbox an address delivers to, for everything that counts or stops mail per person: the e-mail budget, the
 * stop list and the sign-in links' per-address limit. Many spellings reach one mailbox: case never matters, most
 * providers drop a "+tag" from the local part, and Gmail also ignores dots and answers to googlemail.com. Counting
 * the spelling would give one mailbox a budget per spelling, and a stop link that stops one spelling only.
 *
 * Only for keys: what is shown and mailed keeps the spelling the person typed, and accounts stay by address.
 */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  // "+tag@…" alone names no mailbox of its own: kept whole rather than reduced to nothing.
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "") || local;
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
