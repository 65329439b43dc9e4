import type { NamespaceOf } from "../../catalogue";

export default {
  linked: "تتابع هذه المجموعة الآن «{name}». احجز جزءًا بالأمر /take ورقمه، مثل /take 5.",
  linkedCount: "تتابع هذه المجموعة الآن «{name}». تعهّد بتلاوات بالأمر /pledge وعدد، مثل /pledge 3.",
  moved: "تتابع هذه المجموعة الآن «{name}» بدلًا من «{previous}».",
  codeMissing: "أرسل /khatm متبوعًا برمز الختمة المكوّن من 6 أرقام، مثل /khatm 123456.",
  unknownCode: "لا توجد ختمة بالرمز {code}. تحقّق من الرمز وحاول مرة أخرى.",
  notLinked: "لا تتابع هذه المجموعة أي ختمة بعد. اربط واحدة بالأمر /khatm متبوعًا برمزها المكوّن من 6 أرقام.",
  numbersMissing: "اذكر الأقسام بأرقامها، مثل /take 5 أو /take 5 6 7 أو /take 9-10.",
  reserved: "حجز {name} {parts}.",
  completed: "أتمّ {name} {parts}. تقبّل الله منه.",
  cancelled: "ألغى {name} {parts}؛ أصبحت متاحة من جديد.",
  taken:
    "{parts} {count, plural, one {محجوز بالفعل باسم {name}.} zero {محجوزة بالفعل باسم {name}.} two {محجوزة بالفعل باسم {name}.} few {محجوزة بالفعل باسم {name}.} many {محجوزة بالفعل باسم {name}.} other {محجوزة بالفعل باسم {name}.}}",
  takenAnonymously:
    "{parts} {count, plural, one {محجوز بالفعل.} zero {محجوزة بالفعل.} two {محجوزة بالفعل.} few {محجوزة بالفعل.} many {محجوزة بالفعل.} other {محجوزة بالفعل.}}",
  alreadyCompleted:
    "{parts} {count, plural, one {مكتمل بالفعل.} zero {مكتملة بالفعل.} two {مكتملة بالفعل.} few {مكتملة بالفعل.} many {مكتملة بالفعل.} other {مكتملة بالفعل.}}",
  completedNoCancel:
    "{parts} {count, plural, one {مكتمل بالفعل، فلا يمكن إلغاؤه.} zero {مكتملة بالفعل، فلا يمكن إلغاؤها.} two {مكتملة بالفعل، فلا يمكن إلغاؤها.} few {مكتملة بالفعل، فلا يمكن إلغاؤها.} many {مكتملة بالفعل، فلا يمكن إلغاؤها.} other {مكتملة بالفعل، فلا يمكن إلغاؤها.}}",
  alsoUnavailable:
    "{parts} {count, plural, one {غير متاح كذلك.} zero {غير متاحة كذلك.} two {غير متاحة كذلك.} few {غير متاحة كذلك.} many {غير متاحة كذلك.} other {غير متاحة كذلك.}}",
  outOfRange: "لا يوجد في هذه الختمة {parts}. اختر من 1 إلى {max}.",
  notYoursDone:
    "لم تحجز {parts}، فلا يمكنك {count, plural, one {تسجيله مكتملًا.} zero {تسجيلها مكتملة.} two {تسجيلها مكتملة.} few {تسجيلها مكتملة.} many {تسجيلها مكتملة.} other {تسجيلها مكتملة.}}",
  notYoursDrop:
    "لم تحجز {parts}، فلا يمكنك {count, plural, one {إلغاؤه.} zero {إلغاؤها.} two {إلغاؤها.} few {إلغاؤها.} many {إلغاؤها.} other {إلغاؤها.}}",
  takesPledges: "هذه الختمة تعدّ التلاوات: تعهّد بالأمر /pledge وعدد، مثل /pledge 3.",
  takesParts: "هذه الختمة مقسّمة إلى أقسام: احجز قسمًا بالأمر /take ورقمه، مثل /take 5.",
  amountMissing: "اذكر العدد بعدد صحيح، مثل /pledge 3 أو /read 3.",
  noPledge: "ليس لديك تعهّد في هذه الختمة بعد. تعهّد بالأمر /pledge وعدد، مثل /pledge 3.",
  pledged: "تعهّد {name} بـ{amount, number}.",
  read: "قرأ {name} {done, number} من {amount, number}.",
  deleted: "حُذفت الختمة «{name}»، فلم تعد هذه المجموعة تتابع أي ختمة. اربط ختمة أخرى بالأمر /khatm ورمزها.",
  unlinked: "لم تعد هذه المجموعة تتابع «{name}».",
  adminOnly: "لا يستطيع فكّ ربط هذه المجموعة إلا مشرفوها.",
  groupsOnly: "أضفني إلى مجموعة لإدارة ختمة فيها: افتح نافذة مشاركة الختمة واختر «إضافة إلى مجموعة تيليغرام».",
  reminder: "تذكير من «{name}»: {readers}، قراءتكم بانتظاركم.",
  groupNotFound: "مجموعة تيليغرام هذه غير مرتبطة بهذه الختمة.",
  webhookSecret: "لا يستدعي هذا العنوان إلا تيليغرام.",
  webhookMalformed: "هذا ليس تحديثًا من تيليغرام.",
  failed: "حدث خطأ ما. يُرجى المحاولة بعد قليل.",
  commandKhatm: "اربط هذه المجموعة بختمة برمزها المكوّن من 6 أرقام",
  commandTake: "احجز أقسامًا: /take 5، /take 5 6 7، /take 9-10",
  commandDone: "علّم أقسامك مكتملة: /done 5",
  commandDrop: "ألغِ حجز أقسامك: /drop 5",
  commandPledge: "تعهّد بتلاوات ختمة معدودة: /pledge 3",
  commandRead: "أخبر بعدد ما قرأته من تعهّدك: /read 3",
  commandList: "انشر قائمة الختمة من جديد",
  commandUnlink: "افصل هذه المجموعة عن ختمتها (للمشرفين)",
} satisfies NamespaceOf<"telegram">;
