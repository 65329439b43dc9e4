import type { NamespaceOf } from "../../catalogue";

export default {
  invalidEmail: "Masukkan alamat email yang valid",
  readerNameTooShort: "Nama minimal 2 karakter",
  khatmNameRequired: "Nama khataman wajib diisi",
  yourNameRequired: "Nama Anda wajib diisi",
  yourEmailRequired: "Email Anda wajib diisi",
  confirmEmailRequired: "Masukkan email Anda untuk mengonfirmasi tindakan ini",
  wholeNumberRange: "Masukkan bilangan bulat dari {min, number} sampai {max, number}.",
  decrease: "Kurangi",
  increase: "Tambah",
} satisfies NamespaceOf<"forms">;
