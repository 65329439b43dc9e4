import type { NamespaceOf } from "../../catalogue";

/** API messages: refusals and the answers of actions, in Turkish. */
export default {
  internal: "Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.",
  emailUnavailable: "Bu sitede e-posta henüz ayarlanmadı. Lütfen daha sonra tekrar deneyin.",
  noSuchEndpoint: "Böyle bir API adresi yok.",
  pleaseLogIn: "Lütfen giriş yapın",
  bodyTooLarge: "İstek gövdesi çok büyük (en fazla {kb} KB).",
  bodyNotJson: "İstek gövdesi JSON olmalıdır (Content-Type: application/json).",
  bodyInvalidJson: "İstek gövdesi geçerli bir JSON değil.",
  invalidRequest:
    "Geçersiz istek: {where, select, json {istek gövdesi} query {sorgu parametreleri} param {yol} other {girdi}}.",
  invalidRequestBecause:
    "Geçersiz istek ({where, select, json {istek gövdesi} query {sorgu parametreleri} param {yol} other {girdi}}): {reason}",
  fieldMessage: "{field}: {message}",
  sentences: "{first} {second}",
  notWebSocket: "Bu adres bir WebSocket: Upgrade: websocket isteğiyle açın.",
  khatmNotFound: "Hatim bulunamadı",
  juzNotFound: "Cüz bulunamadı",
  reserveRefused: "{juz} artık boşta değil. Lütfen {count, plural, one {başka cüz} other {başka cüz}} seçin.",
  cancelRefused: "{juz} {count, plural, one {alınmamış} other {alınmamış}}; bırakılacak bir şey yok.",
  transferRefused: "{juz} {count, plural, one {alınmamış} other {alınmamış}}; bu yüzden devredilemez.",
  completeRefused:
    "{juz} {count, plural, one {alınmamış} other {alınmamış}}; bu yüzden tamamlandı olarak işaretlenemez.",
  uncompleteRefused:
    "{juz} {count, plural, one {tamamlanmamış} other {tamamlanmamış}}; bu yüzden tamamlanmadı olarak işaretlenemez.",
  anonymityRefused: "{juz} {count, plural, one {alınmamış} other {alınmamış}}; anonim gösterilecek bir okuyucu yok.",
  releaseRefused:
    "{juz} {count, plural, one {zaten tamamlanmış} other {zaten tamamlanmış}}; bu yüzden serbest bırakılamaz.",
  creatorOnly:
    "Yalnızca bu hatmin sahibi {action, select, delete {onu silebilir} reserveOnBehalf {başka okuyucular adına cüz alabilir} transfer {cüz devredebilir} uncomplete {cüzleri tamamlanmadı olarak işaretleyebilir} activities {son etkinliklerini görebilir} dedication {ithafını değiştirebilir} remind {hatırlatma gönderebilir} settings {ayarlarını değiştirebilir} nextRound {sonraki turunu başlatabilir} importList {liste içe aktarabilir} organizers {düzenleyenlerini seçebilir} other {bunu yapabilir}}.",
  creatorEmailMismatch: "Girdiğiniz e-posta, hatim sahibinin e-postasıyla eşleşmiyor.",
  ownJuzOnly:
    "Yalnızca {action, select, cancel {kendi aldığınız cüzleri bırakabilirsiniz} other {kendi cüzlerinizi tamamlandı olarak işaretleyebilirsiniz}}. Alırken kullandığınız tarayıcıyı kullanın veya alırken kullandığınız e-postayla giriş yapın.",
  readerEmailMismatch: "Girdiğiniz e-posta, bu cüzün alındığı e-postayla eşleşmiyor.",
  holderOnly:
    "Nasıl görüneceğini yalnızca cüzün okuyucusu değiştirebilir. Alırken kullandığınız tarayıcıyı kullanın veya alırken kullandığınız e-postayla giriş yapın.",
  anonymityChanged:
    "{juz} için artık {shown, select, anonymous {anonim okuyucu olarak} other {adınızla}} görünüyorsunuz.",
  readerEmailRequired: "Devam etmek için lütfen e-posta adresinizi girin",
  rateLimited: "Çok fazla deneme. Lütfen bir dakika bekleyip tekrar deneyin.",
  rateLimitedCreateKhatm: "Bu bağlantıdan çok fazla hatim oluşturuldu. Lütfen bir saat sonra tekrar deneyin.",
  rateLimitedReserve: "Bu bağlantıdan çok fazla cüz alındı. Lütfen birkaç dakika sonra tekrar deneyin.",
  rateLimitedReport: "Bu bağlantıdan çok fazla bildirim yapıldı. Lütfen daha sonra tekrar deneyin.",
  rateLimitedChanges: "Bu bağlantıdan çok fazla değişiklik yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.",
  rateLimitedStopLink: "Bu bağlantıyla çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.",
  cancelled: "{juz} {count, plural, one {bırakıldı} other {bırakıldı}}.",
  transferred: "{juz} şu kişiye devredildi: {name}.",
  completed: "{juz} {count, plural, one {tamamlandı olarak işaretlendi} other {tamamlandı olarak işaretlendi}}.",
  uncompleted: "{juz} {count, plural, one {tamamlanmadı olarak işaretlendi} other {tamamlanmadı olarak işaretlendi}}.",
  reminderTooSoon: "Bugün zaten bir hatırlatma gönderildi. Sonrakini {time} UTC sonrasında gönderebilirsiniz.",
  noReaderToRemind: "Açık cüzü olan okuyucuların hiçbirinin hatırlatılacak e-posta adresi yok.",
  reminderSent: "Hatırlatma yolda: {count, plural, one {# okuyucu} other {# okuyucu}}.",
  remindersStopped: '"{name}" hatminden artık hatırlatma almayacaksınız.',
  reminderLinkGone: "Bu bağlantı artık geçerli değil. Bu hatimde açık cüzünüz yok.",
  noAutoNextRound: "Bu hatim sonraki turunu kendiliğinden başlatmıyor.",
  nextRoundNotYet: "Sonraki tur, {count, plural, one {# cüzün} other {# cüzün}} tamamı bitince başlayabilir.",
  nextRoundTaken: "{round}. tur zaten başlatıldı.",
  roundStarted:
    "{round}. tur başladı: {mode, select, rotate {{count, plural, one {# okuyucuya} other {# okuyucuya}} sonraki cüzü ayrıldı} other {{count, plural, one {# okuyucu} other {# okuyucu}} davet edildi}}.",
  reportOnlyPublic: "Yalnızca herkese açık hatimler bildirilebilir.",
  reportReceived: "Teşekkürler. Bildiriminiz alındı.",
  reviewLinkInvalid: "Bu inceleme bağlantısı geçerli değil.",
  reviewLinkUsed: "Bu inceleme bağlantısı zaten kullanılmış veya artık geçerli değil.",
  stopLinkInvalid: "Bu bağlantı geçerli değil. Lütfen en son e-postanızdaki bağlantıyı kullanın.",
  signInLinkInvalid: "Bu giriş bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.",
  magicLinkSent: "Giriş bağlantısı için e-postanızı kontrol edin",
  accountCreated: "Hesap başarıyla oluşturuldu! Giriş talimatları için e-postanızı kontrol edin.",
  loggedOut: "Çıkış yaptınız.",
  listProgress: "{reserved}/{total} alındı · {completed} tamamlandı",
  importRefused: "{juz} başka bir okuyucuda. Listeyi ya da panoyu değiştirip yeniden uygulayın.",
  listApplied: "Liste uygulandı: {juz} güncellendi.",
  listUnchanged: "Değişecek bir şey yok: pano zaten listeyle aynı.",
  pushOff: "Bu sitede bildirimler henüz ayarlanmadı.",
  pushNeedsReader: "Önce bir cüz alın ya da giriş yapın: bildirimler bir okuyucunun ya da hesabın cihazlarına gider.",
  pushDeviceNotFound: "Bu cihaz bildirimlerinizi almıyor.",
} satisfies NamespaceOf<"api">;
