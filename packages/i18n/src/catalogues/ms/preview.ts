import type { NamespaceOf } from "../../catalogue";

export default {
  imageAlt: "Kemajuan {name}: {reserved} daripada {total} juz telah diambil",
  completed: "Khatam: kesemua {total} juz telah dibaca.",
  fullyReserved: "Semua juz telah diambil: setiap juz ada pembacanya, {completed} daripada {total} selesai.",
  open: "{available} daripada {total} juz masih kosong: ambil satu dan baca bersama. {taken} diambil, {completed} selesai.",
  withOccasion: "{occasion} · {state}",
} satisfies NamespaceOf<"preview">;
