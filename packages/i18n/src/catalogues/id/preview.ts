import type { NamespaceOf } from "../../catalogue";

export default {
  imageAlt: "Perkembangan {name}: {reserved} dari {total} juz sudah diambil",
  completed: "Khatam: semua {total} juz telah dibaca.",
  fullyReserved: "Semua juz sudah diambil: setiap juz punya pembaca, {completed} dari {total} selesai.",
  open: "{available} dari {total} juz masih tersedia: ambil satu dan ikut membaca. {taken} diambil, {completed} selesai.",
  withOccasion: "{occasion} · {state}",
} satisfies NamespaceOf<"preview">;
