import type { NamespaceOf } from "../../catalogue";

/** The recent-activity feed, in Turkish. */
export default {
  created: "{creator} bu hatmi oluşturdu",
  reserved: "{reader} aldı: {juz}",
  reservedByCreator: "Hatim sahibi {reader} için aldı: {juz}",
  cancelled: "{readers} iptal etti: {juz}",
  cancelledByCreator: "Hatim sahibi {readers} adına alınanı bıraktı: {juz}",
  transferred: "{juz} devredildi: {from} → {to}",
  completed: "{reader} tamamladı: {juz}",
  completedByCreator: "Hatim sahibi tamamlandı olarak işaretledi: {juz}",
  uncompleted: "Hatim sahibi tamamlanmadı olarak işaretledi: {juz}",
  released: "{juz} ({reader}) yeniden boşta: {days, plural, one {# gün} other {# gün}} içinde tamamlanmadı",
  aReader: "Bir okuyucu",
  aReaderInList: "bir okuyucu",
} satisfies NamespaceOf<"activity">;
