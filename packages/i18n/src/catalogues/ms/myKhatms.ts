import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Khatam Saya",
  createNew: "Cipta Khatam Baharu",
  noneCreatedSignedIn: "Anda belum mencipta sebarang khatam.",
  noneFromBrowser: "Tiada khatam dicipta daripada pelayar ini.",
  find: "Cari Khatam Saya",
  findPlaceholder: "E-mel yang anda gunakan semasa mencipta",
  findButton: "Cari",
  khatmsCreated: "khatam yang dicipta",
  loading: "Memuatkan khatam",
  loadFailed: "Khatam anda tidak dapat dimuatkan",
  noActive: "Tiada Khatam Aktif",
  public: "Awam",
  private: "Peribadi",
  noOccasion: "Tiada hajat khusus",
  created: "Dicipta {date}",
  manage: "Urus Khatam",
  signInTitle: "Log masuk untuk melihat setiap khatam yang anda cipta",
  signInText:
    "Untuk memastikan hanya anda yang melihatnya, kami menyenaraikan khatam milik {email} selepas anda membuka pautan log masuk yang dihantar ke alamat tersebut.",
  sent: "Dihantar! Semak e-mel anda; pautan tamat tempoh dalam 15 minit.",
  emailMeLink: "Hantarkan saya pautan log masuk",
} satisfies NamespaceOf<"myKhatms">;
