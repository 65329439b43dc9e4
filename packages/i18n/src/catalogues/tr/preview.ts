import type { NamespaceOf } from "../../catalogue";

export default {
  imageAlt: "{name} hatminin ilerleyişi: {total, plural, one {# cüzden} other {# cüzden}} {reserved} tanesi alındı",
  completed: "Tamamlandı: {total, plural, one {# cüzün} other {# cüzün}} tamamı okundu.",
  fullyReserved: "Tüm cüzler alındı: her cüzün bir okuyucusu var, {total} cüzden {completed} tanesi okundu.",
  open: "{total, plural, one {# cüzden} other {# cüzden}} {available} tanesi hâlâ boşta: bir cüz alın, siz de okuyun. {taken} alındı, {completed} okundu.",
  withOccasion: "{occasion} · {state}",
} satisfies NamespaceOf<"preview">;
