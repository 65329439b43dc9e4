import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the khatm's co-organizers, their invitation, the refusals and the feed's sentences. */
export default {
  title: "Düzenleyenler",
  intro:
    "Düzenleyenler bu Hatimde sizin yapabildiğiniz her şeyi yapabilir; yalnızca silemez ve düzenleyen seçemezler. Eklediğiniz adresle giriş yaparlar.",
  creator: "{name} (oluşturan)",
  none: "Henüz başka düzenleyen yok.",
  emailLabel: "Düzenleyenin e-postası",
  add: "Düzenleyen ekle",
  remove: "Çıkar",
  removeLabel: "{email} adresini düzenleyenlerden çıkar",
  added: "{email} artık düzenleyen. Davet yolda.",
  removed: "{email} artık düzenleyen değil.",
  loadFailed: "Düzenleyenler yüklenemedi",
  badge: "Düzenleyen",
  creatorsOwn: "Bu, oluşturanın kendi adresi: oluşturan bu Hatmi zaten düzenliyor.",
  tooMany: "Bir Hatmin oluşturanı dışında en fazla {max, plural, one {# düzenleyeni} other {# düzenleyeni}} olabilir.",
  notFound: "Bu adres bu Hatmin düzenleyenlerinden biri değil.",
  invitationSubject: "Artık {name} hatminin düzenleyenisiniz",
  invitationHeading: "Düzenleyen oldunuz",
  invitation: '{by} sizi "{name}" Hatminin düzenleyeni olarak ekledi.',
  invitationHtml: "{by} sizi {name} Hatminin düzenleyeni olarak ekledi.",
  invitationSignIn:
    "Düzenlemek için {email} ile giriş yapın: okuyucular için ayırın, cüzleri tamamlandı olarak işaretleyin, hatırlatma gönderin ve ayarlarını değiştirin.",
  boardLine: "Panoyu açın: {link}",
  openBoard: "Panoyu aç",
  activityReserved: "{organizer}, {juz} için {reader} adına ayırdı",
  activityCancelled: "{organizer}, {readers} tarafından yapılan {juz} ayırmasını iptal etti",
  activityCompleted: "{organizer}, {juz} için tamamlandı işaretledi",
  activityUncompleted: "{organizer}, {juz} için tamamlanmadı işaretledi",
  activityTransferred: "{organizer}, {juz} ayırmasını {from} kişisinden {to} kişisine aktardı",
} satisfies NamespaceOf<"organizers">;
