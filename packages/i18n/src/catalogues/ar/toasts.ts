import type { NamespaceOf } from "../../catalogue";

/** What a change to a khatm or a juz says when it ends (spec §8's catalogue). */
export default {
  createdTitle: "تم بنجاح!",
  created: "أُنشئت ختمتك بنجاح.",
  createFailedStatus: "تعذّر إنشاء الختمة: {status} {detail}",
  createFailed: "تعذّر إنشاء الختمة. يُرجى المحاولة مرة أخرى.",
  reserved:
    "تم حجز {count, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}} بنجاح. جزاك الله خيرًا على مشاركتك في هذه الختمة.",
  reservedOnBehalf:
    "تم حجز {count, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}} بنجاح نيابةً عن {name}.",
  reserveFailed: "تعذّر حجز الأجزاء: {error}",
  cancelManyFailed: "تعذّر إلغاء الحجوزات. يُرجى المحاولة مرة أخرى.",
  cancelFailed: "تعذّر إلغاء الحجز: {error}",
  transferFailed: "تعذّر نقل الجزء: {error}",
  completeFailed: "تعذّر تعليم الجزء بأنه مكتمل: {error}",
  uncompleteFailed: "تعذّر تعليم الجزء بأنه غير مكتمل. يُرجى المحاولة مرة أخرى.",
  deletedTitle: "حُذفت الختمة",
  deleted: "حُذفت «{name}».",
  deleteForbidden: "لا يستطيع حذف هذه الختمة إلا من أنشأها.",
  deleteFailed: "تعذّر حذف الختمة. يُرجى المحاولة مرة أخرى.",
} satisfies NamespaceOf<"toasts">;
