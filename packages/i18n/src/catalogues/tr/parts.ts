import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "Cüz {number}",
  hizb: "Hizb {number}",
  quarter: "Çeyrek {number}",
  page: "Sayfa {number}",
  surah: "{number}. {name}",
  juzList: "Cüz {list}",
  hizbList: "Hizb {list}",
  quarterList: "Çeyrek {list}",
  pageList: "Sayfa {list}",
  surahList: "Sure {list}",
  juzUnit: "cüz",
  hizbUnit: "hizb",
  quarterUnit: "çeyrek",
  pageUnit: "sayfa",
  surahUnit: "sure",
  noneSelected: "Bölüm seçilmedi",
  divideBy: "Bölme şekli",
  optionJuz: "Cüz ({count} bölüm)",
  optionHizb: "Hizb ({count} bölüm)",
  optionQuarter: "Çeyrek ({count} bölüm)",
  optionPage: "Sayfa ({count} bölüm)",
  optionSurah: "Sure ({count} bölüm)",
  previewOpen:
    "{total} {unit} içinden {available} tanesi hâlâ açık: birini alın ve birlikte okuyun. {taken} alındı, {completed} tamamlandı.",
  previewFullyReserved: "Tamamı alındı: her bölümün bir okuyucusu var, {total} {unit} içinden {completed} tamamlandı.",
  previewCompleted: "Tamamlandı: {total} {unit} okundu.",
  imageAlt: "{name} ilerlemesi: {total} {unit} içinden {reserved} alındı",
  progress: "{reserved}/{total} {unit} alındı",
  groupFree: "{total} içinden {free} boş",
  nextFree: "Sıradaki {count} boş {unit} seç",
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
  reserveButton: "{count, plural, =1 {{part} Al} other {# {unit} Al}}",
  reserved:
    "{count, plural, =1 {Başarıyla aldınız: {parts}.} other {Başarıyla # {unit} aldınız: {parts}.}} Bu hatme katkınız için teşekkür ederiz.",
  reservedOnBehalf:
    "{count, plural, =1 {{name} adına başarıyla aldınız: {parts}.} other {{name} adına başarıyla # {unit} aldınız: {parts}.}}",
  cancelText: "{juzList} bırakılsın mı? Bu bölümler ({unit}) diğer okuyucular için yeniden boşa çıkar.",
  uncompleteText:
    "{juzList} okunmadı olarak işaretlensin mi? Bu bölümler ({unit}), onları alan okuyuculara geri döner.",
  completeManyTitle:
    "{division, select, hizb {Birden Fazla Hizbi Okundu Olarak İşaretle} quarter {Birden Fazla Çeyreği Okundu Olarak İşaretle} page {Birden Fazla Sayfayı Okundu Olarak İşaretle} surah {Birden Fazla Sureyi Okundu Olarak İşaretle} other {Birden Fazla Bölümü Okundu Olarak İşaretle}}",
  allRead: "Bölümlerin hepsi okundu ({total} {unit}).",
  completionMail:
    'Elhamdülillah, "{name}" hatminin bölümlerinin hepsi okundu ({total} {unit}). Katıldığınız için teşekkür ederiz; Allah okuyan herkesten kabul etsin.',
  completionMailHtml:
    "Elhamdülillah, {name} hatminin bölümlerinin hepsi okundu ({total} {unit}). Katıldığınız için teşekkür ederiz; Allah okuyan herkesten kabul etsin.",
  fullyReservedSubject: '"{name}" hatminin bölümlerinin tamamı alındı ({total} {unit})',
  fullyReservedHeading: "Bütün bölümler alındı ({unit})",
  fullyReserved:
    "Hatminizin bölümlerinin tamamı alındı ({total} {unit}). Okuyucuların ilerleyişini hatmin sayfasından takip edebilirsiniz.",
  completedMail:
    "Elhamdülillah, hatminizin bölümlerinin tamamı okundu ({total} {unit}). Allah, katılan herkesten kabul etsin.",
  autoNextRound: "Bölümlerin hepsi tamamlandığında ({total} {unit})",
  nextRoundNotYet: "Sonraki tur, bölümlerin tamamı bitince başlayabilir ({count} {unit}).",
  myCancelText:
    '"{name}" hatmindeki {part} bölümünü bırakmak istiyor musunuz? Bölüm diğer okuyucuların alabilmesi için boşa çıkar.',
  importConfirmText:
    "{juzList} adı geçen okuyucular adına ayrılacak, ✅ işaretli olanlar tamamlandı olarak işaretlenecek. Aynı okuyucuda zaten olan bölümler ({unit}) olduğu gibi kalır.",
} satisfies NamespaceOf<"parts">;
