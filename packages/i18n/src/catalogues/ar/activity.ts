import type { NamespaceOf } from "../../catalogue";

/** The recent-activity feed, in Arabic. */
export default {
  created: "أنشأ {creator} هذه الختمة",
  reserved: "حجز {reader} {juz}",
  reservedByCreator: "حجز المنشئ {juz} لـ{reader}",
  cancelled: "ألغى {readers} حجز {juz}",
  cancelledByCreator: "ألغى المنشئ حجز {juz} الخاص بـ{readers}",
  transferred: "نُقل {juz} من {from} إلى {to}",
  completed: "أكمل {reader} {juz}",
  completedByCreator: "علّم المنشئ {juz} كمكتمل",
  uncompleted: "علّم المنشئ {juz} كغير مكتمل",
  released:
    "عاد {juz} الخاص بـ{reader} متاحًا: لم يكتمل خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}",
  aReader: "قارئ",
  aReaderInList: "قارئ",
} satisfies NamespaceOf<"activity">;
