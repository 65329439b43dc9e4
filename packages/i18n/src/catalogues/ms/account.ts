import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Akaun Saya",
  name: "Nama",
  email: "E-mel",
  emailFixed: "E-mel tidak boleh diubah",
  country: "Negara",
  memberSince: "Ahli sejak",
  editProfile: "Sunting Profil",
  notSet: "Belum ditetapkan",
  updateFailedTitle: "Kemas Kini Gagal",
  updateFailed: "Terdapat masalah semasa mengemas kini profil anda",
  cancel: "Batal",
  saveChanges: "Simpan Perubahan",
} satisfies NamespaceOf<"account">;
