import type { NamespaceOf } from "../../catalogue";

/** Field validation messages the forms share (spec §5). */
export default {
  invalidEmail: "براہِ کرم درست ای میل پتہ درج کریں",
  readerNameTooShort: "نام کم از کم 2 حروف کا ہونا چاہیے",
  khatmNameRequired: "ختم کا نام ضروری ہے",
  yourNameRequired: "آپ کا نام ضروری ہے",
  yourEmailRequired: "آپ کی ای میل ضروری ہے",
  confirmEmailRequired: "اس عمل کی تصدیق کے لیے اپنی ای میل درج کریں",
  wholeNumberRange: "{min, number} سے {max, number} تک کوئی مکمل عدد درج کریں۔",
  decrease: "کم کریں",
  increase: "بڑھائیں",
} satisfies NamespaceOf<"forms">;
