import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Hatimlerim",
  createNew: "Yeni Hatim Başlat",
  noneCreatedSignedIn: "Henüz bir hatim başlatmadınız.",
  noneFromBrowser: "Bu tarayıcıdan başlatılmış bir hatim yok.",
  find: "Hatimlerimi Bul",
  findPlaceholder: "Hatmi oluştururken kullandığınız e-posta",
  findButton: "Bul",
  khatmsCreated: "başlatılan hatimleri",
  loading: "Hatimler yükleniyor",
  loadFailed: "Hatimleriniz yüklenemedi",
  noActive: "Aktif Hatim Yok",
  public: "Herkese açık",
  private: "Özel",
  noOccasion: "Belirli bir niyet yok",
  created: "Oluşturulma: {date}",
  manage: "Hatmi Yönet",
  signInTitle: "Başlattığınız bütün hatimleri görmek için giriş yapın",
  signInText:
    "Onları yalnızca sizin görmeniz için {email} adresinin hatimlerini, o adrese gönderilen giriş bağlantısını açtıktan sonra listeliyoruz.",
  sent: "Gönderildi! E-postanızı kontrol edin; bağlantı 15 dakika içinde geçersiz olur.",
  emailMeLink: "Bana giriş bağlantısı gönder",
} satisfies NamespaceOf<"myKhatms">;
