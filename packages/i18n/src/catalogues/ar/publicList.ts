import type { NamespaceOf } from "../../catalogue";

/** The public list (/public). */
export default {
  title: "الختمات العامة",
  intro: "انضمّ إلى ختمة واحجز جزءًا لتقرأه.",
  create: "إنشاء ختمة",
  search: "البحث في الختمات العامة",
  searchPlaceholder: "ابحث بالاسم أو المناسبة أو الرمز...",
  loadFailed: "تعذّر تحميل الختمات العامة. يُرجى المحاولة لاحقًا.",
  noMatchTitle: "لا توجد ختمات مطابقة",
  noMatch: "لا توجد ختمة عامة تطابق «{query}».",
  clearSearch: "مسح البحث",
  noneTitle: "لا توجد ختمات عامة",
  none: "كن أول من ينشئ ختمة ويدعو غيره إلى القراءة.",
  completedTitle: "ختمات اكتملت مؤخرًا",
} satisfies NamespaceOf<"publicList">;
