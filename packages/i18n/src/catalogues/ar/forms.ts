import type { NamespaceOf } from "../../catalogue";

/** Field validation messages the forms share (spec §5). */
export default {
  invalidEmail: "يُرجى إدخال بريد إلكتروني صحيح",
  readerNameTooShort: "يجب أن يتكون الاسم من حرفين على الأقل",
  khatmNameRequired: "اسم الختمة مطلوب",
  yourNameRequired: "اسمك مطلوب",
  yourEmailRequired: "بريدك الإلكتروني مطلوب",
  confirmEmailRequired: "يُرجى إدخال بريدك الإلكتروني لتأكيد هذا الإجراء",
  wholeNumberRange: "أدخل عددًا صحيحًا من {min, number} إلى {max, number}.",
  decrease: "إنقاص",
  increase: "زيادة",
} satisfies NamespaceOf<"forms">;
