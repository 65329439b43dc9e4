import type { NamespaceOf } from "../../catalogue";

/** A khatm's link preview (title, description, image text), written into its share page's head by the worker. */
export default {
  imageAlt: "{name} کی پیش رفت: {total, plural, one {ایک پارے میں سے} other {# پاروں میں سے}} {reserved} لیے جا چکے",
  completed: "مکمل: تمام {total, plural, one {ایک پارہ} other {# پارے}} پڑھ لیے گئے۔",
  fullyReserved: "تمام پارے لیے جا چکے: ہر پارے کا پڑھنے والا موجود ہے، {total} میں سے {completed} مکمل۔",
  open: "{total, plural, one {ایک پارے میں سے} other {# پاروں میں سے}} {available} ابھی باقی ہیں: ایک پارہ لیں اور ساتھ پڑھیں۔ {taken} لیے جا چکے، {completed} مکمل۔",
  withOccasion: "{occasion} · {state}",
} satisfies NamespaceOf<"preview">;
