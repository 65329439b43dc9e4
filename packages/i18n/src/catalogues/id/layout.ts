import type { NamespaceOf } from "../../catalogue";

export default {
  myReservations: "Juz Saya",
  myKhatms: "Khataman Saya",
  myAccount: "Akun Saya",
  login: "Masuk",
  logout: "Keluar",
  checkingSignIn: "Memeriksa status masuk",
  loadingAccountMenu: "Memuat menu akun",
  openNavigation: "Buka navigasi",
  closeNavigation: "Tutup navigasi",
  accountMenu: "Menu akun",
  menu: "Menu utama",
  language: "Bahasa",
  signedInAs: "Masuk sebagai",
  copyright: "© {year} Khatm. Hak cipta dilindungi.",
  footer: "Kaki halaman",
  contactUs: "Hubungi Kami",
  termsOfService: "Ketentuan Layanan",
  privacyPolicy: "Kebijakan Privasi",
  notFoundTitle: "Halaman Tidak Ditemukan",
  notFoundText:
    "Halaman yang Anda cari tidak ada atau sudah dipindahkan. Periksa alamatnya, atau mulai lagi dari beranda.",
  returnHome: "Kembali ke Beranda",
} satisfies NamespaceOf<"layout">;
