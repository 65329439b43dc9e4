import { Hono } from "hono";
import { html } from "hono/html";
import { database } from "../db/client";
import { isOutboxMode } from "../email";
import { type OutboxMessage, readOutbox } from "../email/outbox";
import type { AppBindings } from "../env";
import { noClientLimit } from "../middleware/write-limits";
import { type DeadLetter, deadLetters, retryDeadLetters } from "../services/dead-letters";

/**
 * GET /dev/outbox?to=: the dev outbox for people: every e-mail, newest first, links clickable, the HTML version
 * in a sandboxed frame; above them the khatms' dead letters, each khatm's with a retry button (POST
 * /dev/outbox/retry). Only in development with EMAIL_MODE "outbox"; otherwise (and for any other /dev path) a plain
 * 404.
 */
export const devPages = new Hono<AppBindings>()
  .get("/dev/outbox", async (c) => {
    if (!isOutboxMode(c.env)) return c.notFound();
    const to = c.req.query("to")?.trim() || undefined;
    const messages = await readOutbox(c.env, to);
    const dead = await deadLetters(c.env, { db: database(c.env.DB) });
    // Nothing on the page runs scripts; the CSP makes sure a message's content cannot either.
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-src 'self'",
    );
    c.header("Cache-Control", "no-store");
    return c.html(outboxPage(messages, to, dead));
  })
  .post("/dev/outbox/retry", noClientLimit("development only: 404 outside the dev outbox mode"), async (c) => {
    if (!isOutboxMode(c.env)) return c.notFound();
    const khatmId = String((await c.req.parseBody()).khatm ?? "");
    if (khatmId) await retryDeadLetters(c.env, khatmId);
    return c.redirect("/dev/outbox", 303);
  })
  .notFound((c) => c.text("Not found", 404));

function outboxPage(messages: OutboxMessage[], to: string | undefined, dead: DeadLetter[]) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;padding:16px;max-width:900px;color:#1f2933}
form{margin:0 0 16px} article{border:1px solid #d9e2ec;border-radius:8px;padding:12px 16px;margin:0 0 12px}
h2{font-size:17px;margin:0} .meta{color:#52606d;font-size:13px;margin:4px 0 8px}
.headers{font:12px ui-monospace,monospace;color:#52606d;margin:0 0 8px} .headers dt,.headers dd{display:inline;margin:0}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0} iframe{width:100%;height:360px;border:1px solid #d9e2ec}
</style></head><body>
<h1>Dev outbox</h1>
<p>E-mails the worker would have sent (EMAIL_MODE "outbox"), newest first. Kept for 7 days.</p>
<form method="get"><label>Recipient <input name="to" type="email" value="${to ?? ""}"></label> <button>Filter</button>${
    to ? html` <a href="?">Show all</a>` : ""
  }</form>
${dead.length ? deadLetterSection(dead) : ""}
${messages.length ? messages.map(messageArticle) : html`<p>No e-mails${to ? html` to ${to}` : ""} yet.</p>`}
</body></html>`;
}

/** Effects that failed for a whole day (each khatm's outbox keeps them), each khatm's with a button to retry them. */
function deadLetterSection(dead: DeadLetter[]) {
  return html`<section><h2>Dead letters</h2>
<p>Failed for their whole retry window; retrying gives them a new one.</p>
${dead.map(
  (
    letter,
  ) => html`<article><div class="meta">Khatm ${letter.khatmId} · ${letter.what}${letter.to ? html` to ${letter.to}` : ""} · ${letter.attempts} attempts · key ${letter.key}</div>
<pre>${letter.lastError ?? ""}</pre>
<form method="post" action="/dev/outbox/retry"><input type="hidden" name="khatm" value="${letter.khatmId}"><button>Retry this khatm's dead letters</button></form></article>`,
)}</section>`;
}

function messageArticle(message: OutboxMessage) {
  return html`<article>
<h2>${message.subject}</h2>
<div class="meta">To ${message.to} · <time datetime="${message.createdAt}">${message.createdAt}</time></div>
${headerList(message.headers)}
<pre>${linkify(message.text)}</pre>
<details><summary>HTML version</summary><iframe sandbox title="HTML version" srcdoc="${message.html}"></iframe></details>
</article>\n`;
}

/** The extra headers a real provider would send (List-Unsubscribe...), as the receiving mail client sees them. */
function headerList(headers: OutboxMessage["headers"]) {
  const entries = Object.entries(headers ?? {});
  if (!entries.length) return "";
  return html`<dl class="headers">${entries.map(([name, value]) => html`<div><dt>${name}:</dt> <dd>${value}</dd></div>`)}</dl>`;
}

/** The text with each http(s) address in it made a link. */
function linkify(text: string) {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, index) => (index % 2 === 1 ? html`<a href="${part}">${part}</a>` : part));
}
