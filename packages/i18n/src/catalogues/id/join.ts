import type { NamespaceOf } from "../../catalogue";

export default {
  allReservedTitle: "Semua juz khataman ini sudah diambil.",
  checkBackLater: "Silakan cek lagi nanti...",
  availableJuz: "Juz yang Tersedia",
  pickHint: "Ketuk juz yang ingin Anda baca, lalu ambil di bawah.",
  reserveTitle: "Ambil Juz yang Dipilih",
  yourName: "Nama Anda",
  yourEmail: "Email Anda",
  emailOptionalSignedIn: "Opsional: jika kosong, email akun Anda yang dipakai.",
  createAccount: "Buat akun untuk memantau juz yang saya ambil dan menerima pemberitahuan lewat email",
  reserveButton: "{count, plural, other {Ambil # Juz}}",
  accountCreatedTitle: "Akun Dibuat",
  accountCreated: "Akun berhasil dibuat! Periksa email Anda untuk petunjuk masuk.",
  takenTitle: "Baru saja diambil",
  taken:
    "{juz} baru saja diambil orang lain, jadi {count, plural, other {dikeluarkan}} dari pilihan Anda. Silakan pilih yang lain.",
  selectedOne: "Anda memilih Juz {first}",
  selectedMany: "Anda memilih Juz {first} dan {others, plural, other {# juz lainnya}}",
  noJuzSelectedTitle: "Belum ada juz yang dipilih",
  noJuzSelected: "Pilih setidaknya satu juz untuk diambil",
  emailRequired: "Masukkan alamat email Anda untuk melanjutkan",
} satisfies NamespaceOf<"join">;
