import type { NamespaceOf } from "../../catalogue";

/** The recent-activity feed, in Urdu. */
export default {
  created: "{creator} نے یہ ختم بنایا",
  reserved: "{reader} نے {juz} لیا",
  reservedByCreator: "بانی نے {reader} کے لیے {juz} لیا",
  cancelled: "{readers} نے {juz} منسوخ کیا",
  cancelledByCreator: "بانی نے {readers} کا لیا ہوا {juz} واپس کیا",
  transferred: "{juz} {from} سے {to} کو منتقل کیا گیا",
  completed: "{reader} نے {juz} مکمل کیا",
  completedByCreator: "بانی نے {juz} کو مکمل نشان زد کیا",
  uncompleted: "بانی نے {juz} کو نامکمل نشان زد کیا",
  released: "{reader} کا {juz} دستیاب میں واپس آ گیا: {days, plural, one {ایک دن} other {# دن}} میں مکمل نہیں ہوا",
  aReader: "ایک قاری",
  aReaderInList: "ایک قاری",
} satisfies NamespaceOf<"activity">;
