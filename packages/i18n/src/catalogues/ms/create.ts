import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Cipta Khatam",
  intro:
    "{division, select, juz {Namakan khatam anda, kongsikannya, dan para pembaca akan mengambil 30 juz.} hizb {Namakan khatam anda, kongsikannya, dan para pembaca akan mengambil 60 hizb.} quarter {Namakan khatam anda, kongsikannya, dan para pembaca akan mengambil 240 suku.} page {Namakan khatam anda, kongsikannya, dan para pembaca akan mengambil 604 halaman.} surah {Namakan khatam anda, kongsikannya, dan para pembaca akan mengambil 114 surah.} count {Namakan khatam anda, kongsikannya, dan para pembaca akan mengikrarkan bacaannya.} other {Namakan khatam anda, kongsikannya, dan para pembaca akan mengambil bahagian-bahagiannya.}}",
  khatmName: "Nama Khatam",
  khatmNamePlaceholder: "cth. Khatam Ramadan 2025",
  occasion: "Hajat",
  occasionPlaceholder: "cth. Ramadan, atau perhimpunan keluarga (pilihan)",
  makePublic: "Jadikan khatam ini awam (boleh dilihat oleh semua)",
  creatingAs: "Dicipta sebagai: {name} ({email})",
  yourName: "Nama Anda",
  yourEmail: "E-mel Anda",
  privateDetails: "Nama dan e-mel anda sentiasa dirahsiakan.",
  accountNotice:
    "Dengan mencipta khatam, anda bersetuju untuk mencipta akaun dengan e-mel ini. Kami akan menghantar pautan log masuk supaya anda boleh mengurus khatam anda.",
  cancel: "Batal",
  creating: "Mencipta...",
  create: "Cipta Khatam",
  loginEmailSentTitle: "E-mel Log Masuk Dihantar",
  loginEmailSent: "Semak e-mel anda untuk pautan log masuk bagi mengurus khatam anda.",
  nothingToShow: "Tiada khatam baharu untuk dipaparkan. Mengubah hala...",
  createdTitle: "Khatam Berjaya Dicipta!",
  public: "Awam",
  private: "Peribadi",
  accessCode: "Kod akses",
  codeHint: "Pembaca memasukkan kod ini di laman utama, atau membuka pautan yang anda kongsikan.",
  copyShareableLink: "Salin Pautan untuk Dikongsi",
  viewKhatm: "Lihat Khatam",
  manageYourKhatms: "Urus Khatam Anda",
  signInToManage: "Log Masuk untuk Mengurus",
  manageLinkTitle: "Pautan pengurusan anda",
  manageLinkHint:
    "Simpan pautan ini: ia kunci khatam ini. Sesiapa yang membukanya boleh mengurus khatam, jadi simpan untuk diri anda sendiri.",
  copyManageLink: "Salin pautan pengurusan",
  manageLinkCopied: "Pautan pengurusan disalin!",
  manageLinkEmailed: "Kami juga telah menghantarnya ke e-mel anda.",
  manageLinkEmailing: "Kami sedang menghantarnya ke e-mel anda.",
  manageLinkNotEmailedTitle: "Pautan ini tidak dihantar ke e-mel anda",
  manageLinkNotEmailed:
    "Kami tidak dapat menghantar e-mel yang mengandungi pautan ini: alamat anda telah menerima seberapa banyak e-mel yang dibenarkan hari ini, atau alamat itu meminta supaya tidak dihantar e-mel lagi. Salin pautan sekarang dan simpan baik-baik: ia tidak akan sampai melalui e-mel.",
  manageLinkEmailRetrying:
    "E-mel yang mengandungi pautan ini belum dapat dihantar; kami akan terus mencuba selama sehari. Salin pautan sekarang untuk berjaga-jaga.",
} satisfies NamespaceOf<"create">;
