/**
 * Pasted lists made to stall a backtracking parser (issue 40), each PASTED_LIST_MAX_CHARS (10,000) characters long:
 * long runs that a pattern with adjacent or nested quantifiers splits every possible way before it fails, and the line
 * breaks a line-by-line reader may miss. All but the last are lists an import accepts (at most 1,000 lines). The parser's tests, the list import's worker and fuzz tests and the parser's
 * benchmark (bench/parser.ts) all post these.
 */
export const HOSTILE_LIST_CHARS = 10_000;

/** `head`, then `run` repeated, then `tail`: exactly HOSTILE_LIST_CHARS characters. */
function padded(head: string, run: string, tail: string): string {
  const room = HOSTILE_LIST_CHARS - head.length - tail.length;
  const body = run.repeat(Math.ceil(room / run.length)).slice(0, room);
  return head + body + tail;
}

export const HOSTILE_LISTS: { name: string; text: string }[] = [
  // The issue's: spaces between the number and a name cut by a paragraph separator, which `.` does not match.
  { name: "spaces, then a paragraph separator", text: padded("1.", " ", "x\u2029x") },
  { name: "spaces, then a line separator", text: padded("1.", " ", "x\u2028") },
  { name: "spaces, then NEL", text: padded("1.", " ", "x\u0085x") },
  { name: "separators and spaces between number and name", text: padded("1", " . : -", "\u2029") },
  { name: "part words and spaces", text: padded("Juz 1", " Juz ", "\u2029") },
  { name: "a name that ends in spaces before a letter", text: padded("1. Ali", " ", "-x") },
  { name: "a name of dashes and spaces", text: padded("1. Ali", " -", "x") },
  { name: "stars around a name, then a letter", text: padded("1. *Ali", "*", "x") },
  { name: "emojis and spaces, then a letter", text: padded("2. Omar", " 🌙", "x") },
  { name: "completion words", text: padded("1. Ahmed", " done", "") },
  { name: "a completion word and exclamation marks", text: padded("1. Ahmed done", "!", "x") },
  { name: "bullets before a number", text: padded("", "• ", "1x") },
  { name: "a range's dash in spaces", text: padded("1", " ", "- ") },
  { name: "digits", text: padded("", "1", "") },
  // As many lines as an import takes (PASTED_LIST_MAX_LINES, 1,000), each a part listed again, and one line more.
  { name: "a thousand lines", text: padded("", "1. Ali ✅\r", "") },
  { name: "1,001 lines of paragraph separators", text: padded("", "         \u2029", "") },
];
