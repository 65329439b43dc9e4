import type { NamespaceOf } from "../../catalogue";

/** The recent-activity feed, in Indonesian. */
export default {
  created: "{creator} membuat khataman ini",
  reserved: "{reader} mengambil {juz}",
  reservedByCreator: "Pembuat mengambilkan {juz} untuk {reader}",
  cancelled: "{readers} membatalkan {juz}",
  cancelledByCreator: "Pembuat membatalkan pengambilan {juz} oleh {readers}",
  transferred: "{juz} dipindahkan dari {from} ke {to}",
  completed: "{reader} menyelesaikan {juz}",
  completedByCreator: "Pembuat menandai {juz} sebagai selesai",
  uncompleted: "Pembuat menandai {juz} sebagai belum selesai",
  released: "{juz} milik {reader} kembali tersedia: tidak selesai dalam {days} hari",
  aReader: "Seorang pembaca",
  aReaderInList: "seorang pembaca",
} satisfies NamespaceOf<"activity">;
