import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the finish-by date, its pace, the form field and the organizers' "3 days left" e-mail. */
export default {
  finishBy: "Selesai sebelum {date}",
  pace: "{days, plural, other {# hari lagi}} · {counted} sehari",
  onTime: "Selesai tepat waktu",
  late: "{count} tersisa setelah tanggal",
  label: "Selesai sebelum (opsional)",
  description: "Tanggal pembaca ingin selesai: halaman khataman menunjukkan laju yang dibutuhkan.",
  clear: "Hapus tanggal",
  noticeLine: "{counted} masih kosong, {days, plural, other {# hari}} lagi",
  noticeSubject: "{line}: {name}",
  noticeText: 'Khataman "{name}" ingin diselesaikan sebelum {date}.',
  noticeRemind: "Kirim pengingat kepada pembacanya dari papan: {link}",
  noticeButton: "Kirim pengingat",
} satisfies NamespaceOf<"finishBy">;
