import type { NamespaceOf } from "../../catalogue";

/** What a change to a khatm or a juz says when it ends (spec §8's catalogue). */
export default {
  createdTitle: "مبارک ہو!",
  created: "آپ کا ختم کامیابی سے بن گیا ہے۔",
  createFailedStatus: "ختم نہیں بن سکا: {status} {detail}",
  createFailed: "ختم نہیں بن سکا۔ براہِ کرم دوبارہ کوشش کریں۔",
  reserved:
    "{count, plural, one {آپ نے کامیابی سے ایک پارہ لے لیا۔} other {آپ نے کامیابی سے # پارے لے لیے۔}} اس ختم میں حصہ لینے کا شکریہ، جزاک اللہ خیراً۔",
  reservedOnBehalf:
    "{count, plural, one {آپ نے {name} کی طرف سے کامیابی سے ایک پارہ لے لیا۔} other {آپ نے {name} کی طرف سے کامیابی سے # پارے لے لیے۔}}",
  reserveFailed: "پارے نہیں لیے جا سکے: {error}",
  cancelManyFailed: "پارے واپس نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔",
  cancelFailed: "پارہ واپس نہیں ہو سکا: {error}",
  transferFailed: "پارہ منتقل نہیں ہو سکا: {error}",
  completeFailed: "پارے پر مکمل کا نشان نہیں لگ سکا: {error}",
  uncompleteFailed: "پارے پر نامکمل کا نشان نہیں لگ سکا۔ براہِ کرم دوبارہ کوشش کریں۔",
  deletedTitle: "ختم حذف ہو گیا",
  deleted: "“{name}” حذف کر دیا گیا۔",
  deleteForbidden: "اس ختم کو صرف اس کا بنانے والا حذف کر سکتا ہے۔",
  deleteFailed: "ختم حذف نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔",
} satisfies NamespaceOf<"toasts">;
