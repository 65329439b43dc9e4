import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the khatm's co-organizers, their invitation, the refusals and the feed's sentences. */
export default {
  title: "Penyelenggara",
  intro:
    "Penyelenggara dapat melakukan semua yang Anda bisa di Khatam ini kecuali menghapusnya dan memilih penyelenggaranya. Mereka masuk dengan alamat yang Anda tambahkan.",
  creator: "{name} (pembuat)",
  none: "Belum ada penyelenggara lain.",
  emailLabel: "Email penyelenggara",
  add: "Tambah penyelenggara",
  remove: "Hapus",
  removeLabel: "Hapus {email} dari penyelenggara",
  added: "{email} sekarang penyelenggara. Undangan sedang dikirim.",
  removed: "{email} tidak lagi menjadi penyelenggara.",
  loadFailed: "Tidak dapat memuat penyelenggara",
  badge: "Penyelenggara",
  creatorsOwn: "Ini alamat pembuat sendiri: pembuat sudah menyelenggarakan Khatam ini.",
  tooMany: "Sebuah Khatam dapat memiliki paling banyak {max} penyelenggara selain pembuatnya.",
  notFound: "Alamat ini bukan penyelenggara Khatam ini.",
  invitationSubject: "Anda sekarang penyelenggara {name}",
  invitationHeading: "Anda penyelenggara",
  invitation: '{by} menambahkan Anda sebagai penyelenggara Khatam "{name}".',
  invitationHtml: "{by} menambahkan Anda sebagai penyelenggara Khatam {name}.",
  invitationSignIn:
    "Masuk dengan {email} untuk menyelenggarakannya: memesan untuk pembaca, menandai juz selesai, mengirim pengingat, dan mengubah pengaturannya.",
  boardLine: "Buka papan: {link}",
  openBoard: "Buka papan",
  activityReserved: "{organizer} memesan {juz} untuk {reader}",
  activityCancelled: "{organizer} membatalkan pemesanan {juz} oleh {readers}",
  activityCompleted: "{organizer} menandai {juz} selesai",
  activityUncompleted: "{organizer} menandai {juz} belum selesai",
  activityTransferred: "{organizer} memindahkan {juz} dari {from} ke {to}",
} satisfies NamespaceOf<"organizers">;
