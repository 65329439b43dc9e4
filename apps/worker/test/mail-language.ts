// E-mails written in a language, as the dev outbox holds them (issue 16): the khatms, reservations and checks the
// language tests share.
import type { AvailableLocale } from "@khatm/i18n";
import type { CreateKhatmResponse } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { expect } from "vitest";
import { translatorFor } from "../src/lib/i18n";
import { call, expectJson, freshIp } from "./auth";
import { uniqueEmail } from "./khatms";
import { mailTo } from "./observe";

export const ALL = Array.from({ length: 30 }, (_, i) => i + 1);
export const browser = (language?: string): Record<string, string> => (language ? { "Accept-Language": language } : {});

/** A khatm created signed out from a browser speaking `language`. */
export async function createKhatm(name: string, language?: string) {
  const creatorEmail = uniqueEmail("creator");
  const body = { name, occasion: null, isPublic: false, creatorName: "Zeynep", creatorEmail };
  const created = await call("POST", "/api/khatms", { body, headers: browser(language), ip: freshIp() });
  return { ...(await expectJson<CreateKhatmResponse>(created, 201)), creatorEmail };
}

/** A reservation from a browser speaking `language`. */
export function reserve(khatmId: string, juz: number, readerEmail: string, language?: string, remind = false) {
  const body = { juzNumbers: [juz], readerName: "Reader", readerEmail, remind };
  return call("POST", `/api/khatms/${khatmId}/reserve`, { body, headers: browser(language), ip: freshIp() });
}

/** The one e-mail to `to` whose subject passes `subject`. */
export async function onlyMail(to: string, subject: (s: string) => boolean = () => true) {
  const mail = (await mailTo(to)).filter((message) => subject(message.subject));
  expect(mail).toHaveLength(1);
  return must(mail[0]);
}

/** The e-mail is written in `locale`: its subject, `<html lang dir>`, its app links and its stop footer. */
export async function expectWrittenIn(mail: { subject: string; text: string; html: string }, locale: AvailableLocale) {
  const { t, dir } = await translatorFor(locale);
  expect(mail.html).toContain(`<html lang="${locale}" dir="${dir}">`);
  expect(mail.text).toContain(t("abuse.emailStopWhy"));
  const appLinks = [...mail.text.matchAll(/https?:\/\/\S+/g)].map(([link]) => new URL(link));
  const ours = appLinks.filter((link) => !link.pathname.startsWith("/api/") && link.hostname !== "quran.com");
  expect(ours.length).toBeGreaterThan(0);
  for (const link of ours) expect(link.searchParams.get("lang")).toBe(locale === "en" ? null : locale);
}
