/**
 * Where "Read Juz N" opens the juz in an online mushaf. HOOK: issue 17 item 1 (helper TOGETHER-A) adds the
 * configurable mushaf URL template; once it is on main, this function is replaced by theirs.
 */
export function readJuzUrl(number: number): string {
  return `https://quran.com/juz/${number}`;
}
