import type { NamespaceOf } from "../../catalogue";

export default {
  linked: 'Bu grup artık "{name}" hatmini takip ediyor. /take ve numarasıyla bir cüz alın, örn. /take 5.',
  moved: 'Bu grup artık "{previous}" yerine "{name}" hatmini takip ediyor.',
  codeMissing: "/khatm ve ardından hatmin 6 haneli kodunu gönderin, örn. /khatm 123456.",
  unknownCode: "{code} kodlu bir hatim yok. Kodu kontrol edip tekrar deneyin.",
  notLinked: "Bu grup henüz bir hatmi takip etmiyor. /khatm ve 6 haneli koduyla bir hatim bağlayın.",
  numbersMissing: "Bölümleri numarasıyla yazın, örn. /take 5, /take 5 6 7 veya /take 9-10.",
  reserved: "{name} ayırdı: {parts}.",
  completed: "{name} tamamladı: {parts}. Allah kabul etsin.",
  cancelled: "{name} iptal etti: {parts}; yeniden boşta.",
  unlinked: 'Bu grup artık "{name}" hatmini takip etmiyor.',
  adminOnly: "Bu grubun bağlantısını yalnızca bir yöneticisi kaldırabilir.",
  groupsOnly:
    'Bir hatmi orada yürütmek için beni bir gruba ekleyin: hatmin Paylaş penceresini açıp "Telegram grubuna ekle"yi seçin.',
  reminder: '"{name}" hatminden bir hatırlatma: {readers}, okumanız sizi bekliyor.',
  groupNotFound: "Bu Telegram grubu bu hatme bağlı değil.",
  webhookSecret: "Bu adresi yalnızca Telegram çağırabilir.",
  webhookMalformed: "Bu bir Telegram güncellemesi değil.",
  failed: "Bir sorun oluştu. Lütfen birazdan tekrar deneyin.",
  commandKhatm: "Bu grubu 6 haneli koduyla bir hatme bağla",
  commandTake: "Bölüm ayır: /take 5, /take 5 6 7, /take 9-10",
  commandDone: "Bölümlerini tamamlandı olarak işaretle: /done 5",
  commandDrop: "Bölümlerini iptal et: /drop 5",
  commandList: "Hatim listesini yeniden gönder",
  commandUnlink: "Bu grubun hatim bağlantısını kaldır (yöneticiler)",
} satisfies NamespaceOf<"telegram">;
