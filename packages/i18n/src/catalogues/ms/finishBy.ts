import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the finish-by date, its pace, the form field and the organizers' "3 days left" e-mail. */
export default {
  finishBy: "Tamat sebelum {date}",
  pace: "{days, plural, other {# hari lagi}} · {counted} sehari",
  onTime: "Tamat tepat pada masanya",
  late: "{count} berbaki selepas tarikh",
  label: "Tamat sebelum (pilihan)",
  description: "Tarikh pembaca mahu tamat: halaman khatam menunjukkan kadar yang diperlukan.",
  clear: "Buang tarikh",
  noticeLine: "{counted} masih kosong, {days, plural, other {# hari}} lagi",
  noticeSubject: "{line}: {name}",
  noticeText: 'Khatam "{name}" mahu ditamatkan sebelum {date}.',
  noticeRemind: "Hantar peringatan kepada pembacanya dari papan: {link}",
  noticeButton: "Hantar peringatan",
} satisfies NamespaceOf<"finishBy">;
