import type { NamespaceOf } from "../../catalogue";

export default {
  lastUpdated: "Terakhir diperbarui: {date}",
  contactForm: "formulir kontak",
  termsIntro:
    "Khatm adalah layanan gratis untuk mengatur khataman Al-Qur'an bersama: penyelenggara membuat khataman, 30 juz dibagikan kepada para pembaca, dan semua orang mengikuti perkembangannya bersama-sama. Dengan menggunakan Khatm, Anda menyetujui ketentuan ini.",
  termsUsing: "Menggunakan Khatm",
  termsUsing1: "Anda boleh menggunakan Khatm untuk keperluan pribadi, komunitas, dan keagamaan, tanpa biaya.",
  termsUsing2:
    "Anda tidak memerlukan akun untuk ikut khataman atau mengambil juz. Akun, yang dibuka melalui tautan masuk yang dikirim ke email Anda, memungkinkan Anda mengikuti juz yang Anda ambil dan khataman yang Anda buat.",
  termsUsing3:
    "Tidak ada batas waktu membaca. Mohon batalkan juz yang tidak dapat Anda selesaikan, agar orang lain dapat mengambilnya.",
  termsResponsibilities: "Tanggung jawab Anda",
  termsResponsibilities1:
    "Gunakan nama Anda sendiri dan alamat email yang Anda kelola, atau milik pembaca yang meminta Anda mengambilkan juz untuknya.",
  termsResponsibilities2:
    "Jaga agar nama dan hajat khataman tetap santun; jangan gunakan Khatm untuk menyebarkan spam, pelecehan, atau konten yang melanggar hukum.",
  termsResponsibilities3: "Bagikan tautan dan kode akses khataman pribadi hanya kepada orang yang ingin Anda undang.",
  termsResponsibilities4:
    "Jangan mencoba mengganggu layanan, mengakses data yang bukan milik Anda, atau mengirim permintaan otomatis dalam jumlah besar.",
  termsOrganizers: "Penyelenggara",
  termsOrganizersText:
    "Penyelenggara khataman menentukan siapa yang boleh ikut serta dan dapat mengambilkan, mengalihkan, atau membatalkan juz atas nama para pembacanya, atau menghapus khataman. Kami dapat menghapus khataman atau pengambilan juz yang melanggar ketentuan ini.",
  termsService: "Layanan",
  termsServiceText:
    "Kami berupaya menjaga Khatm tetap tersedia dan data Anda tetap aman, tetapi layanan ini disediakan apa adanya, tanpa jaminan. Sejauh diizinkan oleh hukum, kami tidak bertanggung jawab atas kerugian yang timbul dari penggunaannya. Kami dapat mengubah atau menghentikan fitur, dan dapat memperbarui ketentuan ini; tanggal di atas menunjukkan perubahan terakhir.",
  termsPrivacy: "Privasi",
  termsPrivacyText: "Cara kami mengelola nama dan email Anda dijelaskan dalam {privacyPolicy} kami.",
  privacyPolicy: "Kebijakan Privasi",
  termsContact: "Kontak",
  termsContactText: "Ada pertanyaan tentang ketentuan ini? Tulis kepada kami melalui {contactForm} kami.",
  privacyIntro:
    "Khatm hanya menyimpan data Anda sebanyak yang diperlukan untuk mengatur khataman Al-Qur'an bersama. Halaman ini menjelaskan apa yang kami simpan, siapa yang dapat melihatnya, dan pilihan yang Anda miliki.",
  privacyStore: "Apa yang kami simpan",
  privacyStoreNameTitle: "Nama dan alamat email Anda",
  privacyStoreName:
    "{title}, saat Anda membuat khataman, mengambil juz, atau masuk, serta negara yang mungkin Anda tambahkan ke profil.",
  privacyStoreReservationsTitle: "Juz yang Anda ambil",
  privacyStoreReservations:
    "{title}: juz mana dari khataman mana yang Anda ambil, dan kapan Anda mengambil atau menyelesaikannya.",
  privacyStoreKhatmsTitle: "Khataman yang Anda buat",
  privacyStoreKhatms: "{title}: nama, hajat, apakah khataman itu publik, dan aktivitas di dalamnya.",
  privacyStoreBrowserTitle: "Di browser Anda",
  privacyStoreBrowser:
    "{title}: sesi masuk Anda, email terakhir yang Anda pakai untuk mengambil juz, dan kunci yang memungkinkan browser ini mengelola khataman dan juz yang diambil darinya. Menghapus data browser akan menghapus semuanya.",
  privacyWho: "Siapa yang dapat melihatnya",
  privacyWho1:
    "Alamat email Anda tidak pernah ditampilkan kepada pembaca lain. Hanya Anda dan penyelenggara khataman tempat Anda mengambil juz yang dapat melihatnya.",
  privacyWho2: "Pembaca lain dalam satu khataman melihat nama yang Anda gunakan, di samping juz Anda.",
  privacyWho3:
    "Juz dan khataman Anda hanya ditampilkan untuk Anda setelah Anda masuk, atau di browser tempat Anda membuatnya.",
  privacyWho4: "Kami tidak menjual data Anda atau membagikannya kepada pengiklan.",
  privacyEmails: "Email yang kami kirim",
  privacyEmailsText:
    "Kami mengirimkan tautan masuk yang Anda minta dan pesan tentang khataman yang Anda ikuti. Tautan masuk hanya berlaku sekali dan kedaluwarsa setelah 15 menit.",
  privacyChildren: "Anak-anak",
  privacyChildrenText:
    "Khatm tidak ditujukan untuk anak di bawah 13 tahun, dan kami tidak dengan sengaja mengumpulkan data mereka. Jika Anda yakin seorang anak di bawah 13 tahun telah memberikan datanya kepada kami, hubungi kami dan kami akan menghapusnya.",
  privacyChoices: "Pilihan Anda",
  privacyChoicesText:
    "Anda dapat mengubah nama dan negara di halaman akun serta membatalkan juz yang Anda ambil kapan saja. Untuk menghapus akun dan data Anda, atau menanyakan data apa yang kami simpan tentang Anda, hubungi kami.",
  privacyContact: "Hubungi kami",
  privacyContactText:
    "Untuk pertanyaan atau permintaan apa pun tentang privasi, tulis kepada kami melalui {contactForm} kami. Kami akan menjawab secepatnya.",
} satisfies NamespaceOf<"legal">;
