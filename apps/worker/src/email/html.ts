const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Makes any text (names, e-mails, links) safe inside HTML text and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * The shared frame of every HTML e-mail: a plain, readable column that mail clients render alike.
 * `body` must already be HTML-safe (built with escapeHtml).
 */
export function emailLayout(body: string): string {
  return `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
</div>
</body></html>`;
}

/** A link drawn as a button, with the address repeated as text for clients that block styling. */
export function emailButton(href: string, label: string): string {
  const url = escapeHtml(href);
  return `<p><a href="${url}" style="display:inline-block;background:#0c8599;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#52606d">Or open this link: <a href="${url}" style="color:#0c8599;word-break:break-all">${url}</a></p>`;
}
