import type { NamespaceOf } from "../../catalogue";

export default {
  siteName: "Khatm",
  siteTitle: "Khatm: khatam al-Quran bersama-sama",
  pageTitle: "{page} · {site}",
  success: "Berjaya",
  error: "Ralat",
  warning: "Amaran",
  back: "Kembali",
  yourEmail: "E-mel anda",
  browserOnlyNote:
    "Demi privasi anda, kami hanya memaparkan {what} daripada pelayar ini, atau semuanya selepas anda {signIn}.",
  signInLink: "log masuk",
  noJuzSelected: "Tiada juz dipilih",
  juzList: "Juz {list}",
  range: "{start}-{end}",
  listSeparator: ", ",
  listAnd: "{items} dan {last}",
  unexpectedError: "Ralat yang tidak dijangka telah berlaku",
  offlineTitle: "Anda di luar talian",
  offlineAction: "Tiada apa-apa dihantar. Sambung ke internet dan cuba lagi.",
  offlineBanner: "Anda di luar talian. Tiada apa-apa boleh dihantar sehingga anda bersambung semula.",
  slowTitle: "Ini mengambil masa lebih lama daripada biasa",
  slowMessage: "Tiada jawapan selepas 10 saat. Tunggu, atau hantar semula.",
  tryAgain: "Cuba lagi",
} satisfies NamespaceOf<"common">;
