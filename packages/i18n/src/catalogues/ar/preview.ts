import type { NamespaceOf } from "../../catalogue";

/** A khatm's link preview (title, description, image text), written into its share page's head by the worker. */
export default {
  imageAlt: "تقدّم {name}: حُجز {reserved} من {total} جزءًا",
  completed: "اكتملت: قُرئت الأجزاء كلها ({total}).",
  fullyReserved: "محجوزة بالكامل: لكل جزء قارئ، واكتمل {completed} من {total}.",
  open: "ما زال {available} من {total} جزءًا متاحًا: احجز جزءًا واقرأ معنا. المحجوز {taken}، والمكتمل {completed}.",
  withOccasion: "{occasion} · {state}",
} satisfies NamespaceOf<"preview">;
