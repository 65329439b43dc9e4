import type { NamespaceOf } from "../../catalogue";

export default {
  createdTitle: "Berjaya!",
  created: "Khatam anda berjaya dicipta.",
  createFailedStatus: "Gagal mencipta khatam: {status} {detail}",
  createFailed: "Gagal mencipta khatam. Sila cuba lagi.",
  reserved: "Anda berjaya mengambil {count} juz. Terima kasih atas sumbangan anda kepada khatam ini.",
  reservedOnBehalf: "Anda berjaya mengambilkan {count} juz bagi pihak {name}.",
  reserveFailed: "Gagal mengambil juz: {error}",
  cancelManyFailed: "Gagal membatalkan pengambilan juz. Sila cuba lagi.",
  cancelFailed: "Gagal membatalkan pengambilan: {error}",
  transferFailed: "Gagal memindahkan juz: {error}",
  completeFailed: "Gagal menandakan juz sebagai selesai: {error}",
  uncompleteFailed: "Gagal menandakan juz sebagai belum selesai. Sila cuba lagi.",
  deletedTitle: "Khatam Dipadam",
  deleted: '"{name}" telah dipadam.',
  deleteForbidden: "Hanya pencipta khatam ini boleh memadamnya.",
  deleteFailed: "Gagal memadam khatam. Sila cuba lagi.",
} satisfies NamespaceOf<"toasts">;
