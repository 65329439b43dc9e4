import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Khatam Awam",
  intro: "Sertai khatam dan ambil satu juz untuk dibaca.",
  create: "Cipta Khatam",
  search: "Cari khatam awam",
  searchPlaceholder: "Cari mengikut nama, hajat atau kod...",
  loadFailed: "Khatam awam tidak dapat dimuatkan. Sila cuba lagi kemudian.",
  noMatchTitle: "Tiada Khatam yang Sepadan",
  noMatch: 'Tiada khatam awam yang sepadan dengan "{query}".',
  clearSearch: "Kosongkan Carian",
  noneTitle: "Tiada Khatam Awam",
  none: "Jadilah yang pertama menciptanya dan jemput orang lain membaca.",
  completedTitle: "Khatam yang Baru Selesai",
} satisfies NamespaceOf<"publicList">;
