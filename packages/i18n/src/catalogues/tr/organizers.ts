import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the khatm's co-organizers, their invitation, the refusals and the feed's sentences. */
export default {
  title: "Düzenleyenler",
  intro:
    "Düzenleyenler bu hatimde sizin yapabildiğiniz her şeyi yapabilir; yalnızca silemez ve düzenleyen seçemezler. Eklediğiniz adresle giriş yaparlar.",
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
  creatorsOwn: "Bu, oluşturanın kendi adresi: oluşturan bu hatmi zaten düzenliyor.",
  tooMany: "Bir hatmin oluşturanı dışında en fazla {max, plural, one {# düzenleyeni} other {# düzenleyeni}} olabilir.",
  notFound: "Bu adres bu hatmin düzenleyenlerinden biri değil.",
  invitationSubject: "Artık {name} hatminin düzenleyenisiniz",
  invitationHeading: "Düzenleyen oldunuz",
  invitation: '{by} sizi "{name}" hatminin düzenleyeni olarak ekledi.',
  invitationHtml: "{by} sizi {name} hatminin düzenleyeni olarak ekledi.",
  invitationSignIn:
    "Düzenlemek için {email} ile giriş yapın: okuyucular adına cüz alın, cüzleri tamamlandı olarak işaretleyin, hatırlatma gönderin ve ayarlarını değiştirin.",
  boardLine: "Panoyu açın: {link}",
  openBoard: "Panoyu aç",
  activityReserved: "{organizer}, {reader} adına aldı: {juz}",
  activityCancelled: "{organizer}, {readers} adına alınanı bıraktı: {juz}",
  activityCompleted: "{organizer}, {juz} için tamamlandı işaretledi",
  activityUncompleted: "{organizer}, {juz} için tamamlanmadı işaretledi",
  activityTransferred: "{organizer}, {juz} için {from} kişisinden {to} kişisine devretti",
} satisfies NamespaceOf<"organizers">;
