import type { NamespaceOf } from "../../catalogue";

export default {
  linked: "یہ گروپ اب «{name}» کی پیروی کر رہا ہے۔ /take اور نمبر کے ساتھ حصہ لیں، مثلاً /take 5۔",
  moved: "یہ گروپ اب «{previous}» کی بجائے «{name}» کی پیروی کر رہا ہے۔",
  codeMissing: "/khatm کے بعد ختم کا 6 ہندسوں کا کوڈ بھیجیں، مثلاً /khatm 123456۔",
  unknownCode: "کوڈ {code} کا کوئی ختم نہیں۔ کوڈ دیکھ کر دوبارہ کوشش کریں۔",
  notLinked: "یہ گروپ ابھی کسی ختم کی پیروی نہیں کر رہا۔ /khatm کے بعد 6 ہندسوں کا کوڈ بھیج کر جوڑیں۔",
  numbersMissing: "حصوں کے نمبر لکھیں، مثلاً /take 5، /take 5 6 7 یا /take 9-10۔",
  reserved: "{name} نے محفوظ کیا: {parts}۔",
  completed: "{name} نے مکمل کیا: {parts}۔ اللہ قبول فرمائے۔",
  cancelled: "{name} نے منسوخ کیا: {parts}؛ دوبارہ دستیاب۔",
  taken: "{parts} پہلے ہی {name} {count, plural, one {نے لے لیا ہے} other {نے لے لیے ہیں}}۔",
  takenAnonymously: "{parts} پہلے ہی {count, plural, one {لیا جا چکا ہے} other {لیے جا چکے ہیں}}۔",
  alreadyCompleted: "{parts} پہلے ہی {count, plural, one {مکمل ہو چکا ہے} other {مکمل ہو چکے ہیں}}۔",
  completedNoCancel:
    "{parts} پہلے ہی {count, plural, one {مکمل ہو چکا ہے، اس لیے اسے} other {مکمل ہو چکے ہیں، اس لیے انہیں}} منسوخ نہیں کیا جا سکتا۔",
  alsoUnavailable: "{parts} بھی {count, plural, one {دستیاب نہیں ہے} other {دستیاب نہیں ہیں}}۔",
  outOfRange: "اس ختم میں {parts} نہیں ہے۔ 1 سے {max} تک میں سے چنیں۔",
  notYoursDone:
    "آپ نے {parts} محفوظ نہیں {count, plural, one {کیا، اس لیے اسے} other {کیے، اس لیے انہیں}} مکمل نشان زد نہیں کر سکتے۔",
  notYoursDrop:
    "آپ نے {parts} محفوظ نہیں {count, plural, one {کیا، اس لیے اسے} other {کیے، اس لیے انہیں}} منسوخ نہیں کر سکتے۔",
  unlinked: "یہ گروپ اب «{name}» کی پیروی نہیں کر رہا۔",
  adminOnly: "اس گروپ کو صرف اس کا کوئی ایڈمن الگ کر سکتا ہے۔",
  groupsOnly: "مجھے کسی گروپ میں شامل کریں: ختم کا شیئر ڈائیلاگ کھولیں اور «ٹیلیگرام گروپ میں شامل کریں» چنیں۔",
  reminder: "«{name}» کی طرف سے یاد دہانی: {readers}، آپ کی تلاوت آپ کی منتظر ہے۔",
  groupNotFound: "یہ ٹیلیگرام گروپ اس ختم سے جڑا ہوا نہیں۔",
  webhookSecret: "اس پتے کو صرف ٹیلیگرام کال کر سکتا ہے۔",
  webhookMalformed: "یہ ٹیلیگرام کی اپ ڈیٹ نہیں۔",
  failed: "کچھ غلط ہو گیا۔ براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔",
  commandKhatm: "6 ہندسوں کے کوڈ سے اس گروپ کو ختم سے جوڑیں",
  commandTake: "حصے محفوظ کریں: /take 5، /take 5 6 7، /take 9-10",
  commandDone: "اپنے حصے مکمل نشان زد کریں: /done 5",
  commandDrop: "اپنے حصے منسوخ کریں: /drop 5",
  commandList: "ختم کی فہرست دوبارہ بھیجیں",
  commandUnlink: "اس گروپ کو اس کے ختم سے الگ کریں (ایڈمن)",
} satisfies NamespaceOf<"telegram">;
