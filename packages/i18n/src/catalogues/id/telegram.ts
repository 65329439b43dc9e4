import type { NamespaceOf } from "../../catalogue";

export default {
  linked: 'Grup ini sekarang mengikuti "{name}". Ambil bagian dengan /take dan nomornya, mis. /take 5.',
  moved: 'Grup ini sekarang mengikuti "{name}", bukan lagi "{previous}".',
  codeMissing: "Kirim /khatm diikuti kode 6 digit Khatm, mis. /khatm 123456.",
  unknownCode: "Tidak ada Khatm dengan kode {code}. Periksa kodenya dan coba lagi.",
  notLinked: "Grup ini belum mengikuti Khatm apa pun. Tautkan dengan /khatm diikuti kode 6 digitnya.",
  numbersMissing: "Sebutkan nomor bagiannya, mis. /take 5, /take 5 6 7 atau /take 9-10.",
  reserved: "{name} memesan {parts}.",
  completed: "{name} menyelesaikan {parts}. Semoga Allah menerimanya.",
  cancelled: "{name} membatalkan {parts}; tersedia lagi.",
  unlinked: 'Grup ini tidak lagi mengikuti "{name}".',
  adminOnly: "Hanya admin grup ini yang dapat melepas tautannya.",
  groupsOnly:
    'Tambahkan saya ke grup untuk menjalankan Khatm di sana: buka dialog Bagikan Khatm dan pilih "Tambahkan ke grup Telegram".',
  reminder: 'Pengingat dari "{name}": {readers}, bacaan Anda menunggu.',
  groupNotFound: "Grup Telegram ini tidak ditautkan ke Khatm ini.",
  webhookSecret: "Hanya Telegram yang boleh memanggil alamat ini.",
  webhookMalformed: "Ini bukan pembaruan Telegram.",
  failed: "Terjadi kesalahan. Silakan coba lagi sebentar lagi.",
  commandKhatm: "Tautkan grup ini ke Khatm dengan kode 6 digitnya",
  commandTake: "Pesan bagian: /take 5, /take 5 6 7, /take 9-10",
  commandDone: "Tandai bagian Anda selesai: /done 5",
  commandDrop: "Batalkan bagian Anda: /drop 5",
  commandList: "Kirim ulang daftar Khatm",
  commandUnlink: "Lepas tautan grup ini dari Khatm-nya (admin)",
} satisfies NamespaceOf<"telegram">;
