import type { NamespaceOf } from "../../catalogue";

export default {
  siteName: "Khatm",
  siteTitle: "Khatm: khatamkan Al-Qur'an bersama-sama",
  pageTitle: "{page} · {site}",
  success: "Berhasil",
  error: "Terjadi Kesalahan",
  warning: "Peringatan",
  back: "Kembali",
  yourEmail: "Email Anda",
  browserOnlyNote:
    "Demi privasi Anda, kami hanya menampilkan {what} dari browser ini, atau semuanya setelah Anda {signIn}.",
  signInLink: "masuk",
  noJuzSelected: "Belum ada juz yang dipilih",
  juzList: "Juz {list}",
  range: "{start}-{end}",
  listSeparator: ", ",
  listAnd: "{items} dan {last}",
  unexpectedError: "Terjadi kesalahan yang tidak terduga",
  offlineTitle: "Anda sedang offline",
  offlineAction: "Tidak ada yang terkirim. Sambungkan ke internet lalu coba lagi.",
  offlineBanner: "Anda sedang offline. Tidak ada yang bisa dikirim sampai Anda tersambung lagi.",
  slowTitle: "Ini memakan waktu lebih lama dari biasanya",
  slowMessage: "Belum ada jawaban setelah 10 detik. Tunggu, atau kirim lagi.",
  tryAgain: "Coba lagi",
} satisfies NamespaceOf<"common">;
