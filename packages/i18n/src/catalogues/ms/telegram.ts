import type { NamespaceOf } from "../../catalogue";

export default {
  linked: 'Kumpulan ini kini mengikuti "{name}". Ambil bahagian dengan /take dan nombornya, cth. /take 5.',
  moved: 'Kumpulan ini kini mengikuti "{name}", bukan lagi "{previous}".',
  codeMissing: "Hantar /khatm diikuti kod 6 digit Khatm, cth. /khatm 123456.",
  unknownCode: "Tiada Khatm dengan kod {code}. Semak kod itu dan cuba lagi.",
  notLinked: "Kumpulan ini belum mengikuti mana-mana Khatm. Pautkan satu dengan /khatm diikuti kod 6 digitnya.",
  numbersMissing: "Nyatakan nombor bahagian, cth. /take 5, /take 5 6 7 atau /take 9-10.",
  reserved: "{name} menempah {parts}.",
  completed: "{name} menamatkan {parts}. Semoga Allah menerimanya.",
  cancelled: "{name} membatalkan {parts}; tersedia semula.",
  unlinked: 'Kumpulan ini tidak lagi mengikuti "{name}".',
  adminOnly: "Hanya pentadbir kumpulan ini boleh menyahpautkannya.",
  groupsOnly:
    'Tambah saya ke kumpulan untuk menjalankan Khatm di sana: buka dialog Kongsi Khatm dan pilih "Tambah ke kumpulan Telegram".',
  reminder: 'Peringatan daripada "{name}": {readers}, bacaan anda sedang menunggu.',
  groupNotFound: "Kumpulan Telegram ini tidak dipautkan ke Khatm ini.",
  webhookSecret: "Hanya Telegram boleh memanggil alamat ini.",
  webhookMalformed: "Ini bukan kemas kini Telegram.",
  failed: "Sesuatu tidak kena. Sila cuba lagi sebentar lagi.",
  commandKhatm: "Pautkan kumpulan ini ke Khatm dengan kod 6 digitnya",
  commandTake: "Tempah bahagian: /take 5, /take 5 6 7, /take 9-10",
  commandDone: "Tandakan bahagian anda selesai: /done 5",
  commandDrop: "Batalkan bahagian anda: /drop 5",
  commandList: "Hantar semula senarai Khatm",
  commandUnlink: "Nyahpaut kumpulan ini daripada Khatmnya (pentadbir)",
} satisfies NamespaceOf<"telegram">;
