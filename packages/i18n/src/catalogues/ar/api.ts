import type { NamespaceOf } from "../../catalogue";

/** API messages: refusals and the answers of actions, in Arabic. */
export default {
  internal: "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.",
  emailUnavailable: "لم يُهيَّأ البريد الإلكتروني على هذا الموقع بعد. يُرجى المحاولة لاحقًا.",
  noSuchEndpoint: "لا توجد نقطة API بهذا العنوان.",
  pleaseLogIn: "يُرجى تسجيل الدخول",
  bodyTooLarge: "نص الطلب كبير جدًا (الحد الأقصى {kb} كيلوبايت).",
  bodyNotJson: "يجب أن يكون نص الطلب بصيغة JSON (Content-Type: application/json).",
  bodyInvalidJson: "نص الطلب ليس JSON صالحًا.",
  invalidRequest:
    "طلب غير صالح: {where, select, json {نص الطلب} query {معاملات الاستعلام} param {المسار} other {المدخلات}}.",
  invalidRequestBecause:
    "طلب غير صالح ({where, select, json {نص الطلب} query {معاملات الاستعلام} param {المسار} other {المدخلات}}): {reason}",
  fieldMessage: "{field}: {message}",
  sentences: "{first} {second}",
  notWebSocket: "هذا العنوان WebSocket: افتحه بطلب Upgrade: websocket.",
  khatmNotFound: "الختمة غير موجودة",
  juzNotFound: "الجزء غير موجود",
  reserveRefused:
    "{juz} {count, plural, one {لم يعد متاحًا. يُرجى اختيار جزء آخر.} zero {لم تعد متاحة. يُرجى اختيار أجزاء أخرى.} two {لم تعد متاحة. يُرجى اختيار أجزاء أخرى.} few {لم تعد متاحة. يُرجى اختيار أجزاء أخرى.} many {لم تعد متاحة. يُرجى اختيار أجزاء أخرى.} other {لم تعد متاحة. يُرجى اختيار أجزاء أخرى.}}",
  cancelRefused:
    "{juz} {count, plural, one {غير محجوز} zero {غير محجوزة} two {غير محجوزة} few {غير محجوزة} many {غير محجوزة} other {غير محجوزة}}، فلا يوجد حجز لإلغائه.",
  transferRefused:
    "{juz} {count, plural, one {غير محجوز، فلا يمكن نقله.} zero {غير محجوزة، فلا يمكن نقلها.} two {غير محجوزة، فلا يمكن نقلها.} few {غير محجوزة، فلا يمكن نقلها.} many {غير محجوزة، فلا يمكن نقلها.} other {غير محجوزة، فلا يمكن نقلها.}}",
  completeRefused:
    "{juz} {count, plural, one {غير محجوز، فلا يمكن تعليمه كمكتمل.} zero {غير محجوزة، فلا يمكن تعليمها كمكتملة.} two {غير محجوزة، فلا يمكن تعليمها كمكتملة.} few {غير محجوزة، فلا يمكن تعليمها كمكتملة.} many {غير محجوزة، فلا يمكن تعليمها كمكتملة.} other {غير محجوزة، فلا يمكن تعليمها كمكتملة.}}",
  uncompleteRefused:
    "{juz} {count, plural, one {غير مكتمل، فلا يمكن تعليمه كغير مكتمل.} zero {غير مكتملة، فلا يمكن تعليمها كغير مكتملة.} two {غير مكتملة، فلا يمكن تعليمها كغير مكتملة.} few {غير مكتملة، فلا يمكن تعليمها كغير مكتملة.} many {غير مكتملة، فلا يمكن تعليمها كغير مكتملة.} other {غير مكتملة، فلا يمكن تعليمها كغير مكتملة.}}",
  anonymityRefused:
    "{juz} {count, plural, one {غير محجوز} zero {غير محجوزة} two {غير محجوزة} few {غير محجوزة} many {غير محجوزة} other {غير محجوزة}}، فلا يوجد قارئ لإظهاره مجهول الاسم.",
  releaseRefused:
    "{juz} {count, plural, one {مكتمل بالفعل، فلا يمكن تحريره.} zero {مكتملة بالفعل، فلا يمكن تحريرها.} two {مكتملة بالفعل، فلا يمكن تحريرها.} few {مكتملة بالفعل، فلا يمكن تحريرها.} many {مكتملة بالفعل، فلا يمكن تحريرها.} other {مكتملة بالفعل، فلا يمكن تحريرها.}}",
  creatorOnly:
    "وحده منشئ هذه الختمة يمكنه {action, select, delete {حذفها} reserveOnBehalf {حجز الأجزاء نيابةً عن قرّاء آخرين} transfer {نقل الأجزاء} uncomplete {تعليم الأجزاء كغير مكتملة} activities {رؤية نشاطها الأخير} dedication {تغيير إهدائها} remind {إرسال التذكيرات} settings {تغيير إعداداتها} nextRound {بدء دورتها التالية} importList {استيراد قائمة} organizers {اختيار منظميها} other {فعل هذا}}.",
  creatorEmailMismatch: "البريد الإلكتروني الذي أدخلته لا يطابق بريد المنشئ.",
  ownJuzOnly:
    "يمكنك فقط {action, select, cancel {إلغاء حجوزاتك} other {تعليم أجزائك كمكتملة}}. استخدم المتصفح الذي حجزت منه، أو سجّل الدخول بالبريد الإلكتروني الذي حجزت به.",
  readerEmailMismatch: "البريد الإلكتروني الذي أدخلته لا يطابق البريد الذي حُجز به هذا الجزء.",
  holderOnly:
    "وحده قارئ الجزء يمكنه تغيير طريقة ظهوره. استخدم المتصفح الذي حجزت منه، أو سجّل الدخول بالبريد الإلكتروني الذي حجزت به.",
  anonymityChanged: "أصبحت تظهر {shown, select, anonymous {كقارئ مجهول الاسم} other {باسمك}} في {juz}.",
  readerEmailRequired: "يُرجى إدخال بريدك الإلكتروني للمتابعة",
  rateLimited: "محاولات كثيرة جدًا. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
  rateLimitedCreateKhatm: "أُنشئت ختمات كثيرة جدًا من هذا الاتصال. يُرجى المحاولة بعد ساعة.",
  rateLimitedReserve: "حجوزات كثيرة جدًا من هذا الاتصال. يُرجى المحاولة بعد بضع دقائق.",
  rateLimitedReport: "بلاغات كثيرة جدًا من هذا الاتصال. يُرجى المحاولة لاحقًا.",
  rateLimitedChanges: "تغييرات كثيرة جدًا من هذا الاتصال. يُرجى المحاولة بعد بضع دقائق.",
  rateLimitedStopLink: "محاولات كثيرة جدًا بهذا الرابط. يُرجى المحاولة لاحقًا.",
  cancelled:
    "{count, plural, one {أُلغي حجز} zero {أُلغيت حجوزات} two {أُلغيت حجوزات} few {أُلغيت حجوزات} many {أُلغيت حجوزات} other {أُلغيت حجوزات}} {juz}.",
  transferred: "نُقل {juz} إلى {name}.",
  completed:
    "{count, plural, one {عُلِّم {juz} مكتملًا} zero {عُلِّمت {juz} مكتملة} two {عُلِّم {juz} مكتملَين} few {عُلِّمت {juz} مكتملة} many {عُلِّمت {juz} مكتملة} other {عُلِّمت {juz} مكتملة}}.",
  uncompleted:
    "{count, plural, one {عُلِّم {juz} غير مكتمل} zero {عُلِّمت {juz} غير مكتملة} two {عُلِّم {juz} غير مكتملَين} few {عُلِّمت {juz} غير مكتملة} many {عُلِّمت {juz} غير مكتملة} other {عُلِّمت {juz} غير مكتملة}}.",
  reminderTooSoon: "أُرسل تذكير اليوم بالفعل. يمكنك إرسال التالي بعد {time} بالتوقيت العالمي.",
  noReaderToRemind: "لا يوجد قارئ لديه أجزاء مفتوحة وبريد إلكتروني لتذكيره.",
  reminderSent:
    "التذكير في طريقه إلى {count, plural, zero {# قارئ} one {قارئ واحد} two {قارئين} few {# قرّاء} many {# قارئًا} other {# قارئ}}.",
  remindersStopped: "لن تصلك تذكيرات أخرى من الختمة «{name}».",
  reminderLinkGone: "هذا الرابط لم يعد صالحًا. ليست لديك أجزاء مفتوحة في هذه الختمة.",
  noAutoNextRound: "هذه الختمة لا تبدأ دورتها التالية تلقائيًا.",
  nextRoundNotYet:
    "يمكن بدء الدورة التالية عند اكتمال الأجزاء كلها ({count, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}}).",
  nextRoundTaken: "الدورة {round} بدأت بالفعل.",
  roundStarted:
    "بدأت الدورة {round}: {mode, select, rotate {حُجز الجزء التالي {count, plural, zero {لـ# قارئ} one {لقارئ واحد} two {لقارئين} few {لـ# قرّاء} many {لـ# قارئًا} other {لـ# قارئ}}} other {{count, plural, zero {دُعي # قارئ} one {دُعي قارئ واحد} two {دُعي قارئان} few {دُعي # قرّاء} many {دُعي # قارئًا} other {دُعي # قارئ}}}}.",
  reportOnlyPublic: "لا يمكن الإبلاغ إلا عن الختمات العامة.",
  reportReceived: "شكرًا لك. تم استلام بلاغك.",
  reviewLinkInvalid: "رابط المراجعة هذا غير صالح.",
  reviewLinkUsed: "رابط المراجعة هذا استُخدم من قبل أو لم يعد صالحًا.",
  stopLinkInvalid: "هذا الرابط غير صالح. يُرجى استخدام الرابط من أحدث رسالة بريد إلكتروني.",
  signInLinkInvalid: "رابط تسجيل الدخول هذا غير صالح أو منتهي الصلاحية. يُرجى طلب رابط جديد.",
  magicLinkSent: "تحقق من بريدك الإلكتروني للحصول على رابط تسجيل الدخول",
  accountCreated: "تم إنشاء الحساب بنجاح! تحقق من بريدك الإلكتروني للحصول على تعليمات تسجيل الدخول.",
  loggedOut: "تم تسجيل خروجك.",
  listProgress: "{reserved}/{total} محجوز · {completed} مكتمل",
  importRefused: "يحمل قارئ آخر {juz}. عدّل القائمة أو اللوحة ثم طبّقها مرة أخرى.",
  listApplied: "طُبّقت القائمة: حُدّث {juz}.",
  listUnchanged: "لا شيء لتغييره: اللوحة تطابق القائمة بالفعل.",
  pushOff: "الإشعارات غير مُعدّة على هذا الموقع.",
  pushNeedsReader: "احجز جزءًا أو سجّل الدخول أولًا: تصل الإشعارات إلى أجهزة قارئ أو حساب.",
  pushDeviceNotFound: "هذا الجهاز لا يتلقى إشعاراتك.",
} satisfies NamespaceOf<"api">;
