import type { NamespaceOf } from "../../catalogue";

export default {
  myReservations: "Cüzlerim",
  myKhatms: "Hatimlerim",
  myAccount: "Hesabım",
  login: "Giriş Yap",
  logout: "Çıkış Yap",
  checkingSignIn: "Oturum kontrol ediliyor",
  loadingAccountMenu: "Hesap menüsü yükleniyor",
  openNavigation: "Menüyü aç",
  closeNavigation: "Menüyü kapat",
  accountMenu: "Hesap menüsü",
  menu: "Menü",
  signedInAs: "Giriş yapan",
  copyright: "© {year} Khatm. Tüm hakları saklıdır.",
  footer: "Alt bilgi",
  contactUs: "Bize Ulaşın",
  termsOfService: "Kullanım Koşulları",
  privacyPolicy: "Gizlilik Politikası",
  notFoundTitle: "Sayfa Bulunamadı",
  notFoundText: "Aradığınız sayfa yok ya da taşınmış. Adresi kontrol edin ya da ana sayfadan yeniden başlayın.",
  returnHome: "Ana Sayfaya Dön",
} satisfies NamespaceOf<"layout">;
