import type { NamespaceOf } from "../../catalogue";

export default {
  reminderTitle: 'Pengingat dari "{name}"',
  reminderBody: "Bacaan Anda menunggu. Ketuk untuk membuka khataman.",
  creatorReminderBody: "{creator} mengirim pengingat: bacaan Anda menunggu.",
  staleWarningTitle: 'Pesanan Anda di "{name}" akan dilepas besok',
  staleWarningBody: "Tandai yang sudah Anda baca agar tetap milik Anda.",
  staleReleasedTitle: 'Pesanan Anda di "{name}" tersedia lagi',
  staleReleasedBody: "Pembaca lain kini dapat mengambilnya. Buka khataman untuk mengambil lagi.",
  invitationTitle: 'Putaran {round} "{name}" telah dimulai',
  invitationBody: "Buka khataman untuk mengambil bagian Anda.",
  roundReservationBody: "Bagian Anda sudah diambilkan untuk Anda. Buka khataman untuk membacanya.",
  completedTitle: '"{name}" telah selesai',
  completedBody: "Terima kasih telah ikut serta. Semoga Allah menerimanya dari Anda semua.",
  fullyCompletedBody: "Semua bagian telah dibaca. Buka khataman untuk melihatnya.",
  fullyReservedTitle: 'Semua bagian "{name}" sudah diambil',
  fullyReservedBody: "Buka khataman untuk mengikuti bacaannya.",
} satisfies NamespaceOf<"pushes">;
