import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the khatm's co-organizers, their invitation, the refusals and the feed's sentences. */
export default {
  title: "Penyelenggara",
  intro:
    "Penyelenggara dapat melakukan semua yang Anda bisa di khataman ini kecuali menghapusnya dan memilih penyelenggaranya. Mereka masuk dengan alamat yang Anda tambahkan.",
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
  creatorsOwn: "Ini alamat pembuat sendiri: pembuat sudah menyelenggarakan khataman ini.",
  tooMany: "Sebuah khataman dapat memiliki paling banyak {max} penyelenggara selain pembuatnya.",
  notFound: "Alamat ini bukan penyelenggara khataman ini.",
  invitationSubject: "Anda sekarang penyelenggara {name}",
  invitationHeading: "Anda penyelenggara",
  invitation: '{by} menambahkan Anda sebagai penyelenggara khataman "{name}".',
  invitationHtml: "{by} menambahkan Anda sebagai penyelenggara khataman {name}.",
  invitationSignIn:
    "Masuk dengan {email} untuk menyelenggarakannya: mengambilkan untuk pembaca, menandai juz selesai, mengirim pengingat, dan mengubah pengaturannya.",
  boardLine: "Buka papan: {link}",
  openBoard: "Buka papan",
  activityReserved: "{organizer} mengambilkan {juz} untuk {reader}",
  activityCancelled: "{organizer} membatalkan pengambilan {juz} oleh {readers}",
  activityCompleted: "{organizer} menandai {juz} selesai",
  activityUncompleted: "{organizer} menandai {juz} belum selesai",
  activityTransferred: "{organizer} memindahkan {juz} dari {from} ke {to}",
} satisfies NamespaceOf<"organizers">;
