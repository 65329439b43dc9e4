import type { NamespaceOf } from "../../catalogue";

/** The API's validation messages, in Arabic. */
export default {
  invalidInput: "مدخلات غير صالحة",
  invalidEmail: "يُرجى إدخال بريد إلكتروني صالح",
  emailTooLong:
    "يجب ألا يتجاوز البريد الإلكتروني {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}",
  nameRequired: "الاسم مطلوب",
  nameTooLong:
    "يجب ألا يتجاوز الاسم {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}",
  readerNameTooShort:
    "يجب أن يتكون الاسم من {min, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} على الأقل",
  countryTooLong:
    "يجب ألا يتجاوز اسم البلد {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}",
  localeUnknown: "يجب أن تكون اللغة إحدى: {locales}",
  accessCode:
    "يجب أن يتكون رمز الدخول من {length, plural, zero {# رقم} one {رقم واحد} two {رقمين} few {# أرقام} many {# رقمًا} other {# رقم}}",
  juzNumber: "يجب أن تكون أرقام الأجزاء أعدادًا صحيحة من 1 إلى {max}",
  juzNumberList: "يجب أن يكون juzNumbers قائمة بأرقام الأجزاء",
  selectAtLeastOneJuz: "يُرجى اختيار جزء واحد على الأقل للحجز",
  tooManyJuz:
    "يمكن اختيار {max, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}} على الأكثر",
  juzListedOnce: "لا يُذكر كل جزء إلا مرة واحدة",
  limitNumber: "يجب أن يكون limit رقمًا",
  limitWhole: "يجب أن يكون limit عددًا صحيحًا",
  limitMin: "يجب ألا يقل limit عن 1",
  limitMax: "يجب ألا يتجاوز limit {max}",
  fieldTooLong:
    "يجب ألا يتجاوز {field} {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}",
  chooseReason: "{field}: يُرجى اختيار سبب",
  detailsText: "يجب أن تكون التفاصيل نصًا",
  detailsTooLong:
    "يجب ألا تتجاوز التفاصيل {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}",
  tokenRequired: "الرمز token مطلوب",
  tokenTooLong: "الرمز token طويل جدًا",
  ticketTooLong: "التذكرة ticket طويلة جدًا",
  khatmNameRequired: "اسم الختمة مطلوب",
  khatmNameTooLong:
    "يجب ألا يتجاوز اسم الختمة {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}",
  occasionTooLong:
    "يجب ألا تتجاوز المناسبة {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}",
  finishByInvalid: "يجب أن يكون تاريخ الإتمام تاريخًا صحيحًا (YYYY-MM-DD)",
  finishByPast: "لا يمكن أن يكون تاريخ الإتمام قبل اليوم",
  finishByTooFar:
    "يمكن أن يكون تاريخ الإتمام بعد {years, plural, zero {# سنة} one {سنة واحدة} two {سنتين} few {# سنوات} many {# سنةً} other {# سنة}} على الأكثر",
  dedicationText: "يجب أن يكون الإهداء نصًا",
  dedicationTooLong:
    "يجب ألا يتجاوز الإهداء {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}",
  isPublicBoolean: "يجب أن تكون قيمة isPublic صحيحة أو خاطئة",
  searchTooLong: "نص البحث طويل جدًا",
  hasAvailableBoolean: "يجب أن تكون قيمة hasAvailable صحيحة أو خاطئة",
  anonymousBoolean: "يجب أن تكون قيمة anonymous صحيحة أو خاطئة",
  remindBoolean: "يجب أن تكون قيمة remind صحيحة أو خاطئة",
  juzIdNumber: "يجب أن يكون معرّف الجزء رقمًا",
  juzIdWhole: "يجب أن يكون معرّف الجزء عددًا صحيحًا",
  juzIdPositive: "يجب أن يكون معرّف الجزء موجبًا",
  reminderDays: "يجب أن تكون أيام التذكير عددًا صحيحًا من الأيام من {min} إلى {max}",
  staleDays: "يجب أن تكون أيام التحرير عددًا صحيحًا من الأيام من {min} إلى {max}",
  autoNextRound: "يجب أن تكون قيمة autoNextRound واحدة من off أو invite أو rotate",
  linkIncomplete: "الرابط غير مكتمل",
  nextRoundMode: "يجب أن تكون قيمة mode إما invite أو rotate",
  listText: "يجب أن يكون text هو القائمة الملصقة",
  listTooLong:
    "يجب ألا يتجاوز النص الملصق {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}",
  listTooManyLines:
    "يجب ألا يتجاوز النص الملصق {max, plural, zero {# سطر} one {سطرًا واحدًا} two {سطرين} few {# أسطر} many {# سطرًا} other {# سطر}}",
  applyBoolean: "يجب أن تكون قيمة apply صحيحة أو خاطئة",
  divisionUnknown: "يجب أن يكون division واحدًا من {divisions}",
  partNumber: "يجب أن تكون أرقام الأقسام أعدادًا صحيحة من 1 إلى {max}",
  tooManyParts:
    "يمكن اختيار {max, plural, zero {# قسم} one {قسم واحد} two {قسمين} few {# أقسام} many {# قسمًا} other {# قسم}} على الأكثر",
  listPosition: "يجب أن يكون before موضعًا أعطته هذه القائمة؛ حمّل القائمة من بدايتها مرة أخرى",
  partNumbersTwice: "أرسل juzNumbers أو partNumbers، لا كليهما",
  pushEndpointInvalid: "يجب أن يكون endpoint عنوان https لخدمة إشعارات",
  pushKeyInvalid: "يجب أن تكون keys مفتاحي المتصفح p256dh وauth",
  returnPath: "يجب أن يكون next مسارًا في هذا الموقع",
} satisfies NamespaceOf<"validation">;
