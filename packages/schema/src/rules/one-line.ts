/**
 * Issue 40, item 4: names and the texts shown beside them (a reader's, a creator's, a khatm's, its occasion, its
 * dedication, a recitation) are one line of plain text. A line break in a name wrote extra lines into the WhatsApp
 * list, and importing that list back could mark another reader's part completed; bidi overrides and isolates turn
 * the text around them; controls show as nothing or as boxes. The shared schemas pass every such text through
 * `oneLine`, so every entry point (web, API, list import, a bot later) keeps the same rule.
 *
 * Strip, not refuse: such texts are typed on phones and pasted from chats, where a break or a direction mark comes
 * along unseen, and what is left is what the person meant. A text that was nothing but these is then empty, which
 * its schema refuses as missing (400 naming the field).
 */

/** Line breaks and the spacing controls: each run of them becomes one space, so "Ahmed\nAli" stays two words. */
function isBreak(code: number): boolean {
  return (code >= 0x09 && code <= 0x0d) || code === 0x85 || code === 0x2028 || code === 0x2029;
}

/** The other C0 and C1 controls, DEL, and the bidi embeddings, overrides (U+202A-U+202E) and isolates (U+2066-U+2069). */
function isDropped(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** `text` as one line of plain text: breaks as a space, controls and bidi overrides gone. */
export function oneLine(text: string): string {
  if (isPlain(text)) return text;
  let line = "";
  let broken = false;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (isBreak(code)) {
      if (!broken) line += " ";
      broken = true;
    } else if (!isDropped(code)) {
      line += char;
      broken = false;
    }
  }
  return line;
}

/** Whether `text` has none of those (most names): checked by code unit, without building a copy. */
function isPlain(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isBreak(code) || isDropped(code)) return false;
  }
  return true;
}
