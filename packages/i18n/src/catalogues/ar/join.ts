import type { NamespaceOf } from "../../catalogue";

/** The join page /j/{code}: picking available juz and the reservation form. */
export default {
  allReservedTitle: "حُجزت جميع أجزاء هذه الختمة.",
  checkBackLater: "عُد لاحقًا...",
  availableJuz: "الأجزاء المتاحة",
  pickHint: "اضغط على الأجزاء التي تريد قراءتها، ثم احجزها بالأسفل.",
  reserveTitle: "احجز الأجزاء المختارة",
  yourName: "اسمك",
  yourEmail: "بريدك الإلكتروني",
  emailOptionalSignedIn: "اختياري: إن تركته فارغًا استُخدم بريد حسابك.",
  createAccount: "أنشئ لي حسابًا لأتابع حجوزاتي وأتلقّى الإشعارات بالبريد الإلكتروني",
  reserveButton:
    "{count, plural, zero {احجز الأجزاء} one {احجز جزءًا واحدًا} two {احجز جزأين} few {احجز # أجزاء} many {احجز # جزءًا} other {احجز # جزء}}",
  accountCreatedTitle: "أُنشئ الحساب",
  accountCreated: "أُنشئ الحساب بنجاح! تفقّد بريدك الإلكتروني لتجد طريقة تسجيل الدخول.",
  takenTitle: "حُجز للتو",
  taken:
    "{juz}: {count, plural, one {حجزه شخص آخر للتو، فأُزيل من اختيارك} two {حجزهما شخص آخر للتو، فأُزيلا من اختيارك} zero {حجزها شخص آخر للتو، فأُزيلت من اختيارك} few {حجزها شخص آخر للتو، فأُزيلت من اختيارك} many {حجزها شخص آخر للتو، فأُزيلت من اختيارك} other {حجزها شخص آخر للتو، فأُزيلت من اختيارك}}. يُرجى اختيار غيرها.",
  selectedOne: "اخترت الجزء {first}",
  selectedMany:
    "اخترت الجزء {first} و{others, plural, one {جزءًا آخر} two {جزأين آخرين} few {# أجزاء أخرى} many {# جزءًا آخر} zero {# جزء آخر} other {# جزء آخر}}",
  noJuzSelectedTitle: "لم تختر أي جزء",
  noJuzSelected: "يُرجى اختيار جزء واحد على الأقل لحجزه",
  emailRequired: "يُرجى إدخال بريدك الإلكتروني للمتابعة",
} satisfies NamespaceOf<"join">;
