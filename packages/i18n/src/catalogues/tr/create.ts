import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Hatim Başlat",
  intro:
    "{division, select, juz {Hatminize bir ad verin, paylaşın; okuyucular 30 cüzü aralarında paylaşsın.} hizb {Hatminize bir ad verin, paylaşın; okuyucular 60 hizbi aralarında paylaşsın.} quarter {Hatminize bir ad verin, paylaşın; okuyucular 240 çeyreği aralarında paylaşsın.} page {Hatminize bir ad verin, paylaşın; okuyucular 604 sayfayı aralarında paylaşsın.} surah {Hatminize bir ad verin, paylaşın; okuyucular 114 sureyi aralarında paylaşsın.} count {Hatminize bir ad verin, paylaşın; okuyucular okumalarını aralarında üstlensin.} other {Hatminize bir ad verin, paylaşın; okuyucular bölümlerini aralarında paylaşsın.}}",
  khatmName: "Hatim Adı",
  khatmNamePlaceholder: "örn. Ramazan Hatmi 2025",
  occasion: "Niyet",
  occasionPlaceholder: "ör. Ramazan veya bir aile buluşması (isteğe bağlı)",
  makePublic: "Bu hatmi herkese açık yap (herkes görebilir)",
  creatingAs: "Oluşturan: {name} ({email})",
  yourName: "Adınız",
  yourEmail: "E-postanız",
  privateDetails: "Adınız ve e-postanız her zaman gizli kalır.",
  accountNotice:
    "Hatim oluşturarak bu e-posta adresiyle bir hesap açılmasını kabul etmiş olursunuz. Hatminizi yönetebilmeniz için size bir giriş bağlantısı göndereceğiz.",
  cancel: "Vazgeç",
  creating: "Oluşturuluyor...",
  create: "Hatmi Başlat",
  loginEmailSentTitle: "Giriş E-postası Gönderildi",
  loginEmailSent: "Giriş yapıp hatminizi yönetmek için e-postanızdaki bağlantıyı açın.",
  nothingToShow: "Gösterilecek yeni bir hatim yok. Yönlendiriliyorsunuz...",
  createdTitle: "Hatim Oluşturuldu!",
  public: "Herkese açık",
  private: "Özel",
  accessCode: "Erişim kodu",
  codeHint: "Okuyucular bu kodu ana sayfaya girer ya da paylaştığınız bağlantıyı açar.",
  copyShareableLink: "Paylaşım Bağlantısını Kopyala",
  viewKhatm: "Hatmi Görüntüle",
  manageYourKhatms: "Hatimlerinizi Yönetin",
  signInToManage: "Yönetmek için Giriş Yapın",
  manageLinkTitle: "Yönetim bağlantınız",
  manageLinkHint: "Saklayın: bu hatmin anahtarıdır. Onu açan herkes hatmi yönetebilir, bu yüzden kimseyle paylaşmayın.",
  copyManageLink: "Yönetim bağlantısını kopyala",
  manageLinkCopied: "Yönetim bağlantısı kopyalandı!",
  manageLinkEmailed: "Size e-postayla da gönderdik.",
  manageLinkEmailing: "Size e-postayla gönderiyoruz.",
  manageLinkNotEmailedTitle: "Bu bağlantı size e-postayla gönderilmedi",
  manageLinkNotEmailed:
    "Bu bağlantıyı içeren e-postayı gönderemedik: adresiniz bugün bizden alabileceği kadar e-posta aldı ya da artık e-posta istemediğini bildirdi. Bağlantıyı şimdi kopyalayıp güvenle saklayın: e-postayla gelmeyecek.",
  manageLinkEmailRetrying:
    "Bu bağlantıyı içeren e-posta henüz gönderilemedi; bir gün boyunca denemeye devam edeceğiz. Güvende olmak için bağlantıyı şimdi kopyalayın.",
} satisfies NamespaceOf<"create">;
