import type { NamespaceOf } from "../../catalogue";

/** The join page /j/{code}: picking available juz and the reservation form. */
export default {
  allReservedTitle: "اس ختم کے تمام پارے لے لیے گئے ہیں۔",
  checkBackLater: "کچھ دیر بعد دوبارہ دیکھیں...",
  availableJuz: "دستیاب پارے",
  pickHint: "جو پارے آپ پڑھنا چاہتے ہیں ان پر ٹیپ کریں، پھر نیچے سے انہیں لے لیں۔",
  reserveTitle: "منتخب پارے لیں",
  yourName: "آپ کا نام",
  yourEmail: "آپ کی ای میل",
  emailOptionalSignedIn: "اختیاری: خالی چھوڑنے پر آپ کے اکاؤنٹ کی ای میل استعمال ہو گی۔",
  createAccount: "میرا اکاؤنٹ بنائیں تاکہ میں اپنے پارے دیکھ سکوں اور ای میل پر اطلاعات پاؤں",
  reserveButton: "{count, plural, one {پارہ لیں} other {# پارے لیں}}",
  accountCreatedTitle: "اکاؤنٹ بن گیا",
  accountCreated: "اکاؤنٹ کامیابی سے بن گیا! لاگ اِن کا طریقہ جاننے کے لیے اپنی ای میل دیکھیں۔",
  takenTitle: "ابھی ابھی لیا گیا",
  taken:
    "{juz} {count, plural, one {ابھی ابھی کسی اور نے لے لیا، اس لیے آپ کے انتخاب سے ہٹا دیا گیا ہے} other {ابھی ابھی کسی اور نے لے لیے، اس لیے آپ کے انتخاب سے ہٹا دیے گئے ہیں}}۔ براہِ کرم کوئی اور چنیں۔",
  selectedOne: "آپ نے پارہ {first} منتخب کیا",
  selectedMany: "آپ نے پارہ {first} اور {others, plural, one {# اور پارہ} other {# اور پارے}} منتخب کیے",
  noJuzSelectedTitle: "کوئی پارہ منتخب نہیں",
  noJuzSelected: "براہِ کرم لینے کے لیے کم از کم ایک پارہ منتخب کریں",
  emailRequired: "آگے بڑھنے کے لیے اپنا ای میل پتہ درج کریں",
} satisfies NamespaceOf<"join">;
