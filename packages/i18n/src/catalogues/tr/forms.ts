import type { NamespaceOf } from "../../catalogue";

export default {
  invalidEmail: "Lütfen geçerli bir e-posta adresi girin",
  readerNameTooShort: "Ad en az 2 karakter olmalıdır",
  khatmNameRequired: "Hatim adı gerekli",
  yourNameRequired: "Adınız gerekli",
  yourEmailRequired: "E-postanız gerekli",
  confirmEmailRequired: "Bu işlemi onaylamak için lütfen e-postanızı girin",
  wholeNumberRange: "{min, number} ile {max, number} arasında bir tam sayı girin.",
  decrease: "Azalt",
  increase: "Artır",
} satisfies NamespaceOf<"forms">;
