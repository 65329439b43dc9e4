import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "Cüz {number}",
  hizb: "Hizb {number}",
  quarter: "Çeyrek {number}",
  page: "Sayfa {number}",
  surah: "{number}. {name}",
  juzList: "{count, plural, one {Cüz {list}} other {Cüz {list}}}",
  hizbList: "{count, plural, one {Hizb {list}} other {Hizb {list}}}",
  quarterList: "{count, plural, one {Çeyrek {list}} other {Çeyrek {list}}}",
  pageList: "{count, plural, one {Sayfa {list}} other {Sayfa {list}}}",
  surahList: "{count, plural, one {Sure {list}} other {Sure {list}}}",
  juzUnit: "cüz",
  hizbUnit: "hizb",
  quarterUnit: "çeyrek",
  pageUnit: "sayfa",
  surahUnit: "sure",
  counted:
    "{count, plural, one {# {division, select, juz {cüz} hizb {hizb} quarter {çeyrek} page {sayfa} surah {sure} recitation {okuma} other {bölüm}}} other {# {division, select, juz {cüz} hizb {hizb} quarter {çeyrek} page {sayfa} surah {sure} recitation {okuma} other {bölüm}}}}",
  divideBy: "Bölme şekli",
  optionJuz: "Cüz ({count, plural, one {# bölüm} other {# bölüm}})",
  optionHizb: "Hizb ({count, plural, one {# bölüm} other {# bölüm}})",
  optionQuarter: "Çeyrek ({count, plural, one {# bölüm} other {# bölüm}})",
  optionPage: "Sayfa ({count, plural, one {# bölüm} other {# bölüm}})",
  optionSurah: "Sure ({count, plural, one {# bölüm} other {# bölüm}})",
  previewOpen:
    "{counted} içinden {available} tanesi hâlâ açık: birini alın ve birlikte okuyun. {taken} alındı, {completed} tamamlandı.",
  previewFullyReserved: "Tamamı alındı: her bölümün bir okuyucusu var, {counted} içinden {completed} tamamlandı.",
  previewCompleted: "Tamamlandı: {counted} okundu.",
  imageAlt: "{name} ilerlemesi: {counted} içinden {reserved} alındı",
  progress: "{reserved}/{counted} alındı",
  groupFree: "{total} içinden {free} boş",
  nextFree: "Sıradaki boşlardan {counted} seç",
  groupsTitle: "Cüzlere göre bölümler",
  groupsHint: "Bölümlerini görmek için bir cüze dokunun.",
  plusOthers: "+{others}",
  read: "{part} oku",
  emailLine: "- {part}: {surahs}",
  emailReadLine: "  {part} oku: {link}",
  availableTitle:
    "{division, select, hizb {Boştaki Hizbler} quarter {Boştaki Çeyrekler} page {Boştaki Sayfalar} surah {Boştaki Sureler} other {Boştaki Bölümler}}",
  pickHint: "Okumak istediğiniz {unit} bölümlerine dokunun, ardından aşağıdan alın.",
  reserveTitle:
    "{division, select, hizb {Seçilen Hizbleri Al} quarter {Seçilen Çeyrekleri Al} page {Seçilen Sayfaları Al} surah {Seçilen Sureleri Al} other {Seçilen Bölümleri Al}}",
  reserveButton: "{parts} Al",
  reserved: "Başarıyla aldınız: {parts}. Bu hatme katkınız için teşekkür ederiz.",
  reservedOnBehalf: "{name} adına başarıyla aldınız: {parts}.",
  cancelText: "{juzList} bırakılsın mı? Bu {unit} okumaları diğer okuyucular için yeniden boşa çıkar.",
  uncompleteText: "{juzList} okunmadı olarak işaretlensin mi? Bu {unit} okumaları, onları alan okuyuculara geri döner.",
  completeManyTitle:
    "{division, select, hizb {Birden Fazla Hizbi Okundu Olarak İşaretle} quarter {Birden Fazla Çeyreği Okundu Olarak İşaretle} page {Birden Fazla Sayfayı Okundu Olarak İşaretle} surah {Birden Fazla Sureyi Okundu Olarak İşaretle} other {Birden Fazla Bölümü Okundu Olarak İşaretle}}",
  allRead: "Bölümlerin hepsi okundu ({counted}).",
  completionMail:
    'Elhamdülillah, "{name}" hatminin bölümlerinin hepsi okundu ({counted}). Katıldığınız için teşekkür ederiz; Allah okuyan herkesten kabul etsin.',
  completionMailHtml:
    "Elhamdülillah, {name} hatminin bölümlerinin hepsi okundu ({counted}). Katıldığınız için teşekkür ederiz; Allah okuyan herkesten kabul etsin.",
  fullyReservedSubject: '"{name}" hatminin bölümlerinin tamamı alındı ({counted})',
  fullyReservedHeading: "Bütün {unit} okumaları alındı",
  fullyReserved:
    "Hatminizin bölümlerinin tamamı alındı ({counted}). Okuyucuların ilerleyişini hatmin sayfasından takip edebilirsiniz.",
  completedMail:
    "Elhamdülillah, hatminizin bölümlerinin tamamı okundu ({counted}). Allah, katılan herkesten kabul etsin.",
  autoNextRound: "Bölümlerin hepsi tamamlandığında ({counted})",
  nextRoundNotYet: "Sonraki tur, bölümlerin tamamı bitince başlayabilir ({counted}).",
  myCancelText:
    '"{name}" hatmindeki {part} bölümünü bırakmak istiyor musunuz? Bölüm diğer okuyucuların alabilmesi için boşa çıkar.',
  importConfirmText:
    "{juzList} adı geçen okuyucular adına alınacak, ✅ işaretli olanlar tamamlandı olarak işaretlenecek. Aynı okuyucuda zaten olan {unit} okumaları olduğu gibi kalır.",
  noneSelected:
    "{division, select, hizb {Hizb seçilmedi} quarter {Çeyrek seçilmedi} page {Sayfa seçilmedi} surah {Sure seçilmedi} other {Bölüm seçilmedi}}",
  selectAtLeastOne:
    "{division, select, hizb {Lütfen almak için en az bir hizb seçin} quarter {Lütfen almak için en az bir çeyrek seçin} page {Lütfen almak için en az bir sayfa seçin} surah {Lütfen almak için en az bir sure seçin} other {Lütfen almak için en az bir bölüm seçin}}",
  allReservedTitle: "Bu hatmin bütün {unit} okumaları alındı.",
  loading: "Yükleniyor: {unit} listesi",
  loadFailed: "Yüklenemedi: {unit} listesi",
  progressAndCompleted: "{reserved}/{counted} alındı · {completed} okundu",
  confirmComplete: "{part} bölümünü okumayı bitirdiniz mi? Okundu olarak işaretlenecek.",
  confirmCancel: "{part} bölümünü bırakmak istiyor musunuz? Başkaları için yeniden boşa çıkar.",
  boardTitle: "{division, select, hizb {Hizbler} quarter {Çeyrekler} page {Sayfalar} surah {Sureler} other {Bölümler}}",
  boardHint: "Birlikte işlem yapmak için aynı durumdaki {unit} okumalarını seçin.",
  showParts: "Göster: {unit} listesi",
  cannotMix:
    "Yalnızca aynı durumdaki bölümleri birlikte seçebilirsiniz ({unit}; {status, select, available {boşta} reserved {alınmış} completed {okunmuş} other {{status}}})",
  transferTitle: "{part} bölümünü devret",
  detailsTitle: "{part} ayrıntıları",
  importHint:
    "WhatsApp grubunuzdaki numaralı listeyi yapıştırın. “1. Ahmet ✅” gibi her satır {part} bölümünü okuyucusu adına alır; ✅ tamamlandığını gösterir.",
  importPart: "{division, select, hizb {Hizb} quarter {Çeyrek} page {Sayfa} surah {Sure} other {Bölüm}}",
  importNoRows: "Bu listede henüz {unit} bulunamadı.",
  unreadNoNumber:
    "{division, select, hizb {hizb numarası yok} quarter {çeyrek numarası yok} page {sayfa numarası yok} surah {sure numarası yok} other {bölüm numarası yok}}",
  unreadOutOfRange:
    "{division, select, hizb {böyle bir hizb yok} quarter {böyle bir çeyrek yok} page {böyle bir sayfa yok} surah {böyle bir sure yok} other {böyle bir bölüm yok}}",
  remindHelp: "Tamamlanmamış {unit} okuması olan her okuyucuya e-posta gönderir. En fazla günde bir kez.",
  staleSwitch: "Belirli bir gün sayısından sonra tamamlanmayan {unit} okumalarını serbest bırak",
  staleDays: "Tamamlanmayan {unit} okumalarını serbest bırak (gün sonra)",
  rotate: "Kaydır: her okuyucuya okuduğu yerden sonraki {unit} okuması ayrılır ve e-postayla bildirilir",
  invite: "Davet et: önceki turun okuyucularına {unit} okumalarını seçmeleri için e-posta gönder",
  mailSubject: '"{name}" hatmindeki {unit} okumalarınız',
  mailHeading: "Aldığınız {unit} okumaları",
  reservedSelf: '"{name}" hatminde {parts} aldınız:',
  reservedSelfHtml: "{name} hatminde {parts} aldınız:",
  reservedBy: '{by}, "{name}" hatminde sizin için {parts} aldı:',
  reservedByHtml: "{by}, {name} hatminde sizin için {parts} aldı:",
  reminderSubject: 'Hatırlatma: "{name}" hatmindeki {unit} okumalarınız',
  reminderHeading: "Hatırlatma: {unit} okumalarınız",
  reminderIntro: '"{name}" hatmindeki {unit} okumalarınızla ilgili nazik bir hatırlatma:',
  reminderIntroHtml: "{name} hatmindeki {unit} okumalarınızla ilgili nazik bir hatırlatma:",
  reminderFromCreator: '{by}, "{name}" hatmindeki {unit} okumalarınızla ilgili nazik bir hatırlatma gönderiyor:',
  reminderFromCreatorHtml: "{by}, {name} hatmindeki {unit} okumalarınızla ilgili nazik bir hatırlatma gönderiyor:",
  staleWarningSubject: '"{name}" hatmindeki {unit} okumalarınız yarın serbest bırakılacak',
  staleWarningHeading: "Yarın serbest bırakılacak: {unit} okumalarınız",
  staleWarningIntro:
    'Bu hatim, {days, plural, one {# gün} other {# gün}} içinde tamamlanmayan {unit} okumalarını başkaları okuyabilsin diye serbest bırakır. Yarın bu, "{name}" hatmindeki bölümlerinizin başına gelecek:',
  staleWarningIntroHtml:
    "Bu hatim, {days, plural, one {# gün} other {# gün}} içinde tamamlanmayan {unit} okumalarını başkaları okuyabilsin diye serbest bırakır. Yarın bu, {name} hatmindeki bölümlerinizin başına gelecek:",
  staleReleasedSubject: '"{name}" hatmindeki {unit} okumalarınız yeniden boşta',
  staleReleasedHeading: "Yeniden boşta: {unit} okumalarınız",
  staleReleasedIntro:
    'Hatimdeki {unit} okumalarınız {days, plural, one {# gün} other {# gün}} içinde tamamlanmadığı için "{name}" hatminin her okuyucusuna yeniden açıldı:',
  staleReleasedIntroHtml:
    "Hatimdeki {unit} okumalarınız {days, plural, one {# gün} other {# gün}} içinde tamamlanmadığı için {name} hatminin her okuyucusuna yeniden açıldı:",
  staleReleasedAfter: "Hazır olduğunuzda onları ya da başka {unit} okumalarını yeniden alabilirsiniz.",
  chooseParts: "Okumak için {unit} seçin",
  selectAllStatus:
    "Tümünü seç: {status, select, available {boşta} reserved {alınmış} completed {okunmuş} other {{status}}} ({count})",
  reserveRefused:
    "{juz} artık boşta değil. Lütfen {count, plural, one {başka bir bölüm} other {başka bir bölüm}} seçin.",
  creatorOnly:
    "Yalnızca bu hatmin sahibi {action, select, reserveOnBehalf {başka okuyucular adına {unit} alabilir} transfer {{unit} devredebilir} uncomplete {{unit} okumalarını tamamlanmadı olarak işaretleyebilir} other {bunu yapabilir}}.",
  ownPartsOnly:
    "Yalnızca {action, select, cancel {kendi aldıklarınızı bırakabilirsiniz} other {kendi {unit} okumalarınızı tamamlandı olarak işaretleyebilirsiniz}}. Alırken kullandığınız tarayıcıyı kullanın veya alırken kullandığınız e-postayla giriş yapın.",
  readerEmailMismatch: "Girdiğiniz e-posta, bu bölümün alındığı e-postayla eşleşmiyor.",
  holderOnly:
    "Nasıl görüneceğini yalnızca onu alan okuyucu değiştirebilir. Alırken kullandığınız tarayıcıyı kullanın veya alırken kullandığınız e-postayla giriş yapın.",
  noReaderToRemind: "Açık {unit} okuması olan okuyucuların hiçbirinin hatırlatılacak e-posta adresi yok.",
  reminderLinkGone: "Bu bağlantı artık geçerli değil. Bu hatimde açık {unit} okumanız yok.",
  roundStarted:
    "{round}. tur başladı: {mode, select, rotate {{count, plural, one {# okuyucuya} other {# okuyucuya}} sonraki {unit} okuması ayrıldı} other {{count, plural, one {# okuyucu} other {# okuyucu}} davet edildi}}.",
  reservedTitle: "{parts} alındı",
} satisfies NamespaceOf<"parts">;
