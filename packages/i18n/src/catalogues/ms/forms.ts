import type { NamespaceOf } from "../../catalogue";

export default {
  invalidEmail: "Sila masukkan alamat e-mel yang sah",
  readerNameTooShort: "Nama mestilah sekurang-kurangnya 2 aksara",
  khatmNameRequired: "Nama khatam diperlukan",
  yourNameRequired: "Nama anda diperlukan",
  yourEmailRequired: "E-mel anda diperlukan",
  confirmEmailRequired: "Sila masukkan e-mel anda untuk mengesahkan tindakan ini",
  wholeNumberRange: "Masukkan nombor bulat dari {min, number} hingga {max, number}.",
  decrease: "Kurangkan",
  increase: "Tambah",
} satisfies NamespaceOf<"forms">;
