import type { NamespaceOf } from "../../catalogue";

/** Texts many screens share: the site's name, toast titles, dialog buttons. */
export default {
  siteName: "Khatm",
  siteTitle: "Khatm: لنختم القرآن الكريم معًا",
  pageTitle: "{page} · {site}",
  success: "تم بنجاح",
  error: "خطأ",
  warning: "تنبيه",
  back: "رجوع",
  yourEmail: "بريدك الإلكتروني",
  browserOnlyNote: "حفاظًا على خصوصيتك نعرض {what} من هذا المتصفح فقط، أو جميعها بعد أن {signIn}.",
  signInLink: "تسجّل الدخول",
  noJuzSelected: "لم تختر أي جزء",
  juzList: "جزء {list}",
  range: "{start}-{end}",
  listSeparator: "، ",
  listAnd: "{items} و{last}",
  unexpectedError: "حدث خطأ غير متوقع",
  offlineTitle: "أنت غير متصل بالإنترنت",
  offlineAction: "لم يُرسَل شيء. اتصل بالإنترنت ثم حاول مجددًا.",
  offlineBanner: "أنت غير متصل بالإنترنت. لن يُرسَل شيء مما تفعله حتى يعود الاتصال.",
  slowTitle: "يستغرق هذا وقتًا أطول من المعتاد",
  slowMessage: "لا رد بعد 10 ثوانٍ. انتظر، أو أرسله مرة أخرى.",
  tryAgain: "حاول مجددًا",
} satisfies NamespaceOf<"common">;
