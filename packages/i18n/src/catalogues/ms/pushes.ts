import type { NamespaceOf } from "../../catalogue";

export default {
  reminderTitle: 'Peringatan daripada "{name}"',
  reminderBody: "Bacaan anda sedang menunggu. Ketik untuk membuka khatam.",
  creatorReminderBody: "{creator} menghantar peringatan: bacaan anda sedang menunggu.",
  staleWarningTitle: 'Bahagian yang anda ambil dalam "{name}" akan dilepaskan esok',
  staleWarningBody: "Tandakan apa yang telah anda baca untuk mengekalkannya.",
  staleReleasedTitle: 'Bahagian yang anda ambil dalam "{name}" tersedia semula',
  staleReleasedBody: "Pembaca lain boleh mengambilnya sekarang. Buka khatam untuk mengambil semula.",
  invitationTitle: 'Pusingan {round} "{name}" telah bermula',
  invitationBody: "Buka khatam untuk mengambil bahagian anda.",
  roundReservationBody: "Bahagian anda sudah diambil untuk anda. Buka khatam untuk membacanya.",
  completedTitle: '"{name}" telah selesai',
  completedBody: "Terima kasih kerana turut serta. Semoga Allah menerimanya daripada anda semua.",
  fullyCompletedBody: "Semua bahagian telah dibaca. Buka khatam untuk melihatnya.",
  fullyReservedTitle: 'Semua bahagian "{name}" telah diambil',
  fullyReservedBody: "Buka khatam untuk mengikuti bacaannya.",
} satisfies NamespaceOf<"pushes">;
