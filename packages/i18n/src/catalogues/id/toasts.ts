import type { NamespaceOf } from "../../catalogue";

export default {
  createdTitle: "Berhasil!",
  created: "Khataman Anda berhasil dibuat.",
  createFailedStatus: "Gagal membuat khataman: {status} {detail}",
  createFailed: "Gagal membuat khataman. Silakan coba lagi.",
  reserved: "Anda berhasil mengambil {count} juz. Terima kasih atas partisipasi Anda dalam khataman ini.",
  reservedOnBehalf: "Anda berhasil mengambilkan {count} juz atas nama {name}.",
  reserveFailed: "Gagal mengambil juz: {error}",
  cancelManyFailed: "Gagal membatalkan juz yang diambil. Silakan coba lagi.",
  cancelFailed: "Gagal membatalkan pengambilan: {error}",
  transferFailed: "Gagal mengalihkan juz: {error}",
  completeFailed: "Gagal menandai juz selesai: {error}",
  uncompleteFailed: "Gagal menandai juz belum selesai. Silakan coba lagi.",
  deletedTitle: "Khataman Dihapus",
  deleted: '"{name}" telah dihapus.',
  deleteForbidden: "Hanya pembuat khataman ini yang dapat menghapusnya.",
  deleteFailed: "Gagal menghapus khataman. Silakan coba lagi.",
} satisfies NamespaceOf<"toasts">;
