import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the khatm's co-organizers, their invitation, the refusals and the feed's sentences. */
export default {
  title: "Penganjur",
  intro:
    "Penganjur boleh melakukan semua yang anda boleh lakukan pada khatam ini kecuali memadamnya dan memilih penganjurnya. Mereka log masuk dengan alamat yang anda tambah.",
  creator: "{name} (pencipta)",
  none: "Belum ada penganjur lain.",
  emailLabel: "E-mel penganjur",
  add: "Tambah penganjur",
  remove: "Buang",
  removeLabel: "Buang {email} daripada penganjur",
  added: "{email} kini penganjur. Jemputan sedang dihantar.",
  removed: "{email} bukan lagi penganjur.",
  loadFailed: "Tidak dapat memuatkan penganjur",
  badge: "Penganjur",
  creatorsOwn: "Ini alamat pencipta sendiri: pencipta sudah menganjurkan khatam ini.",
  tooMany: "Sebuah khatam boleh mempunyai paling banyak {max} penganjur selain penciptanya.",
  notFound: "Alamat ini bukan penganjur khatam ini.",
  invitationSubject: "Anda kini penganjur {name}",
  invitationHeading: "Anda seorang penganjur",
  invitation: '{by} menambah anda sebagai penganjur khatam "{name}".',
  invitationHtml: "{by} menambah anda sebagai penganjur khatam {name}.",
  invitationSignIn:
    "Log masuk dengan {email} untuk menganjurkannya: mengambil untuk pembaca, menanda juz selesai, menghantar peringatan dan menukar tetapannya.",
  boardLine: "Buka papan: {link}",
  openBoard: "Buka papan",
  activityReserved: "{organizer} mengambil {juz} untuk {reader}",
  activityCancelled: "{organizer} membatalkan pengambilan {juz} oleh {readers}",
  activityCompleted: "{organizer} menanda {juz} sebagai selesai",
  activityUncompleted: "{organizer} menanda {juz} sebagai belum selesai",
  activityTransferred: "{organizer} memindahkan {juz} daripada {from} kepada {to}",
} satisfies NamespaceOf<"organizers">;
