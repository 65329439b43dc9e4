import type { NamespaceOf } from "../../catalogue";

/** A khatm's link preview (title, description, image text), written into its share page's head by the worker. */
export default {
  imageAlt: "{name} کی پیش رفت: {total} میں سے {reserved} پارے لیے جا چکے",
  completed: "مکمل: تمام {total} پارے پڑھ لیے گئے۔",
  fullyReserved: "تمام پارے لیے جا چکے: ہر پارے کا پڑھنے والا موجود ہے، {total} میں سے {completed} مکمل۔",
  open: "{total} میں سے {available} پارے ابھی باقی ہیں: ایک پارہ لیں اور ساتھ پڑھیں۔ {taken} لیے جا چکے، {completed} مکمل۔",
  withOccasion: "{occasion} · {state}",
} satisfies NamespaceOf<"preview">;
