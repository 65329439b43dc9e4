import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Hesabım",
  name: "Ad",
  email: "E-posta",
  emailFixed: "E-posta adresi değiştirilemez",
  country: "Ülke",
  memberSince: "Üyelik tarihi",
  editProfile: "Profili Düzenle",
  notSet: "Belirtilmemiş",
  updateFailedTitle: "Güncellenemedi",
  updateFailed: "Profiliniz güncellenirken bir sorun oluştu",
  cancel: "Vazgeç",
  saveChanges: "Değişiklikleri Kaydet",
} satisfies NamespaceOf<"account">;
