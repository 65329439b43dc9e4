import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the finish-by date, its pace, the form field and the organizers' "3 days left" e-mail. */
export default {
  finishBy: "Bitiş: {date}",
  pace: "{days, plural, one {# gün kaldı} other {# gün kaldı}} · günde {counted}",
  onTime: "Zamanında bitti",
  late: "Tarihten sonra {count} kaldı",
  label: "Bitiş tarihi (isteğe bağlı)",
  description: "Okuyucularınızın bitirmek istediği tarih: hatim sayfası gereken hızı gösterir.",
  clear: "Tarihi kaldır",
  noticeLine: "{counted} hâlâ boş, {days, plural, one {# gün} other {# gün}} kaldı",
  noticeSubject: "{line}: {name}",
  noticeText: '"{name}" hatminin {date} tarihine kadar bitmesi isteniyor.',
  noticeRemind: "Okuyucularına panodan hatırlatma gönderin: {link}",
  noticeButton: "Hatırlatma gönder",
} satisfies NamespaceOf<"finishBy">;
