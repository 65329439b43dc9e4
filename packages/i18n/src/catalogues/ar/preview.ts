import type { NamespaceOf } from "../../catalogue";

/** A khatm's link preview (title, description, image text), written into its share page's head by the worker. */
export default {
  imageAlt:
    "تقدّم {name}: حُجز {reserved} من {total, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}}",
  completed:
    "اكتملت: قُرئت الأجزاء كلها ({total, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}}).",
  fullyReserved: "محجوزة بالكامل: لكل جزء قارئ، واكتمل {completed} من {total}.",
  open: "ما زال متاحًا {available} من {total, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}}: احجز جزءًا واقرأ معنا. المحجوز {taken}، والمكتمل {completed}.",
  withOccasion: "{occasion} · {state}",
} satisfies NamespaceOf<"preview">;
