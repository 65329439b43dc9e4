import type { NamespaceOf } from "../../catalogue";

export default {
  allReservedTitle: "Kesemua juz bagi khatam ini telah diambil.",
  checkBackLater: "Sila semak semula nanti...",
  availableJuz: "Juz yang Masih Kosong",
  pickHint: "Ketik juz yang ingin anda baca, kemudian ambil di bawah.",
  reserveTitle: "Ambil Juz yang Dipilih",
  yourName: "Nama Anda",
  yourEmail: "E-mel Anda",
  emailOptionalSignedIn: "Pilihan: e-mel akaun anda digunakan jika dibiarkan kosong.",
  createAccount: "Cipta akaun untuk memantau juz yang saya ambil dan menerima pemberitahuan melalui e-mel",
  reserveButton: "{count, plural, other {Ambil # Juz}}",
  accountCreatedTitle: "Akaun Dicipta",
  accountCreated: "Akaun berjaya dicipta! Semak e-mel anda untuk arahan log masuk.",
  takenTitle: "Baru sahaja diambil",
  taken:
    "{juz} baru sahaja diambil oleh orang lain, jadi {count, plural, other {telah dikeluarkan}} daripada pilihan anda. Sila pilih yang lain.",
  selectedOne: "Anda memilih Juz {first}",
  selectedMany: "Anda memilih Juz {first} dan {others, plural, other {# juz lagi}}",
  noJuzSelectedTitle: "Tiada juz dipilih",
  noJuzSelected: "Sila pilih sekurang-kurangnya satu juz untuk diambil",
  emailRequired: "Sila berikan alamat e-mel anda untuk meneruskan",
} satisfies NamespaceOf<"join">;
