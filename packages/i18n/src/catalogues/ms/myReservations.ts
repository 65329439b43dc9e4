import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Juz Saya",
  noneSignedIn: "Anda belum mengambil sebarang juz. Sertai khatam untuk mengambil bahagian bacaan anda.",
  emailPlaceholder: "E-mel anda",
  update: "Kemas Kini",
  reservationsMade: "juz yang diambil",
  noneFromBrowser:
    "Tiada juz diambil daripada pelayar ini dengan {email}. Juz yang diambil pada peranti lain akan dipaparkan selepas anda {signIn}.",
  signIn: "log masuk",
  noEmailTitle: "E-mel tidak diberikan",
  noEmail: "Masukkan e-mel yang anda gunakan semasa mengambil juz untuk melihatnya.",
  loading: "Memuatkan juz anda",
  loadFailed: "Juz yang anda ambil tidak dapat dimuatkan",
  tryAgain: "Cuba lagi",
  noneFound: "Tiada juz ditemui",
  refreshError: "Ralat berlaku. Sila cuba muat semula halaman.",
  emailRequiredTitle: "E-mel Diperlukan",
  emailRequired: "Sila masukkan e-mel anda di bahagian atas halaman untuk mengesahkan tindakan ini",
  reserved: "Diambil",
  completed: "Selesai",
  sectionCount: "{title} ({count})",
  cancelReservation: "Batalkan Pengambilan",
  viewFull: "Lihat Keseluruhan Khatam",
  cancelText:
    'Batalkan pengambilan Juz {number} dalam "{name}"? Juz itu akan kosong semula untuk diambil oleh pembaca lain.',
  keep: "Kekalkan",
  completedOn: "Selesai {date}",
  reservedOn: "Diambil {date}",
} satisfies NamespaceOf<"myReservations">;
