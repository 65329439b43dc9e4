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
} satisfies NamespaceOf<"common">;
