import type { NamespaceOf } from "../../catalogue";

/** The recent-activity feed, in Malay. */
export default {
  created: "{creator} mencipta khatam ini",
  reserved: "{reader} mengambil {juz}",
  reservedByCreator: "Pencipta mengambil {juz} untuk {reader}",
  cancelled: "{readers} membatalkan {juz}",
  cancelledByCreator: "Pencipta membatalkan pengambilan {juz} oleh {readers}",
  transferred: "{juz} dipindahkan daripada {from} kepada {to}",
  completed: "{reader} menyelesaikan {juz}",
  completedByCreator: "Pencipta menanda {juz} sebagai selesai",
  uncompleted: "Pencipta menanda {juz} sebagai belum selesai",
  released: "{juz} milik {reader} kembali tersedia: tidak selesai dalam {days} hari",
  aReader: "Seorang pembaca",
  aReaderInList: "seorang pembaca",
} satisfies NamespaceOf<"activity">;
