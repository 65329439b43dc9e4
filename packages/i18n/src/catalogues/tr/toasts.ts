import type { NamespaceOf } from "../../catalogue";

export default {
  createdTitle: "Tebrikler!",
  created: "Hatminiz başarıyla oluşturuldu.",
  createFailedStatus: "Hatim oluşturulamadı: {status} {detail}",
  createFailed: "Hatim oluşturulamadı. Lütfen tekrar deneyin.",
  reserved: "Başarıyla {count, plural, one {# cüz} other {# cüz}} aldınız. Bu hatme katkınız için teşekkür ederiz.",
  reservedOnBehalf: "{name} adına başarıyla {count, plural, one {# cüz} other {# cüz}} aldınız.",
  reserveFailed: "Cüz alınamadı: {error}",
  cancelManyFailed: "Cüzler bırakılamadı. Lütfen tekrar deneyin.",
  cancelFailed: "Cüz bırakılamadı: {error}",
  transferFailed: "Cüz devredilemedi: {error}",
  completeFailed: "Cüz okundu olarak işaretlenemedi: {error}",
  uncompleteFailed: "Cüz okunmadı olarak işaretlenemedi. Lütfen tekrar deneyin.",
  deletedTitle: "Hatim Silindi",
  deleted: '"{name}" silindi.',
  deleteForbidden: "Bu hatmi yalnızca onu başlatan kişi silebilir.",
  deleteFailed: "Hatim silinemedi. Lütfen tekrar deneyin.",
} satisfies NamespaceOf<"toasts">;
