import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Akun Saya",
  name: "Nama",
  email: "Alamat email",
  emailFixed: "Alamat email tidak dapat diubah",
  country: "Negara",
  memberSince: "Anggota sejak",
  editProfile: "Ubah Profil",
  notSet: "Belum diisi",
  updateFailedTitle: "Gagal Memperbarui",
  updateFailed: "Terjadi masalah saat memperbarui profil Anda",
  cancel: "Batal",
  saveChanges: "Simpan Perubahan",
} satisfies NamespaceOf<"account">;
