import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Khataman Publik",
  intro: "Ikuti sebuah khataman dan ambil satu juz untuk dibaca.",
  create: "Buat Khataman",
  search: "Cari khataman publik",
  searchPlaceholder: "Cari berdasarkan nama, hajat, atau kode...",
  loadFailed: "Khataman publik tidak dapat dimuat. Silakan coba lagi nanti.",
  noMatchTitle: "Tidak Ada Khataman yang Cocok",
  noMatch: 'Tidak ada khataman publik yang cocok dengan "{query}".',
  clearSearch: "Hapus Pencarian",
  noneTitle: "Belum Ada Khataman Publik",
  none: "Jadilah yang pertama membuatnya dan ajak orang lain membaca.",
  completedTitle: "Khataman yang Baru Selesai",
} satisfies NamespaceOf<"publicList">;
