import type { NamespaceOf } from "../../catalogue";

export default {
  siteName: "Khatm",
  siteTitle: "Khatm: Kur'an-ı Kerim'i birlikte hatmedelim",
  pageTitle: "{page} · {site}",
  success: "Başarılı",
  error: "Hata",
  warning: "Uyarı",
  back: "Geri",
  yourEmail: "E-postanız",
  browserOnlyNote: "Gizliliğiniz için yalnızca bu tarayıcıdan {what} gösteriyoruz; {signIn} tümünü görebilirsiniz.",
  signInLink: "giriş yaptıktan sonra",
  noJuzSelected: "Cüz seçilmedi",
  juzList: "Cüz {list}",
  range: "{start}–{end}",
  listSeparator: ", ",
  listAnd: "{items} ve {last}",
  unexpectedError: "Beklenmeyen bir hata oluştu",
} satisfies NamespaceOf<"common">;
