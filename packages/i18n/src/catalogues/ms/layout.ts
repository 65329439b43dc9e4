import type { NamespaceOf } from "../../catalogue";

export default {
  myReservations: "Juz Saya",
  myKhatms: "Khatam Saya",
  myAccount: "Akaun Saya",
  login: "Log Masuk",
  logout: "Log Keluar",
  checkingSignIn: "Menyemak log masuk",
  loadingAccountMenu: "Memuatkan menu akaun",
  openNavigation: "Buka navigasi",
  closeNavigation: "Tutup navigasi",
  accountMenu: "Menu akaun",
  menu: "Menu utama",
  language: "Bahasa",
  signedInAs: "Log masuk sebagai",
  copyright: "© {year} Khatm. Hak cipta terpelihara.",
  footer: "Pengaki",
  contactUs: "Hubungi Kami",
  termsOfService: "Terma Perkhidmatan",
  privacyPolicy: "Dasar Privasi",
  notFoundTitle: "Halaman Tidak Ditemui",
  notFoundText:
    "Halaman yang anda cari tidak wujud atau telah dipindahkan. Semak alamatnya, atau mulakan semula dari laman utama.",
  returnHome: "Kembali ke Laman Utama",
} satisfies NamespaceOf<"layout">;
