import type { NamespaceOf } from "../../catalogue";

export default {
  lastUpdated: "Kali terakhir dikemas kini: {date}",
  contactForm: "borang hubungan",
  termsIntro:
    "Khatm ialah perkhidmatan percuma untuk menganjurkan bacaan al-Quran secara berkongsi: penganjur mencipta khatam, 30 juz dibahagikan kepada para pembaca, dan semua orang mengikuti kemajuannya bersama-sama. Dengan menggunakan Khatm, anda bersetuju dengan terma ini.",
  termsUsing: "Menggunakan Khatm",
  termsUsing1: "Anda boleh menggunakan Khatm untuk tujuan peribadi, komuniti dan keagamaan, secara percuma.",
  termsUsing2:
    "Anda tidak memerlukan akaun untuk menyertai khatam atau mengambil juz. Akaun, yang dibuka melalui pautan log masuk yang dihantar ke e-mel anda, membolehkan anda mengikuti juz yang anda ambil dan khatam yang anda cipta.",
  termsUsing3:
    "Tiada tarikh akhir untuk membaca. Sila batalkan juz yang tidak dapat anda selesaikan, supaya orang lain boleh mengambilnya.",
  termsResponsibilities: "Tanggungjawab anda",
  termsResponsibilities1:
    "Berikan nama anda sendiri dan alamat e-mel yang anda kawal, atau nama dan e-mel pembaca yang meminta anda mengambilkan juz untuknya.",
  termsResponsibilities2:
    "Pastikan nama dan hajat khatam sentiasa sopan; jangan gunakan Khatm untuk menyebarkan spam, penganiayaan atau kandungan yang menyalahi undang-undang.",
  termsResponsibilities3: "Kongsikan pautan dan kod akses khatam peribadi hanya dengan orang yang ingin anda jemput.",
  termsResponsibilities4:
    "Jangan cuba mengganggu perkhidmatan, mencapai data yang bukan milik anda, atau menghantar permintaan automatik secara pukal.",
  termsOrganizers: "Penganjur",
  termsOrganizersText:
    "Penganjur khatam menentukan siapa yang boleh menyertainya dan boleh mengambilkan, memindahkan atau membatalkan juz bagi pihak para pembacanya, atau memadam khatam tersebut. Kami boleh membuang khatam atau pengambilan juz yang melanggar terma ini.",
  termsService: "Perkhidmatan",
  termsServiceText:
    "Kami berusaha memastikan Khatm sentiasa tersedia dan data anda selamat, tetapi perkhidmatan ini disediakan seadanya, tanpa sebarang jaminan. Setakat yang dibenarkan oleh undang-undang, kami tidak bertanggungjawab atas kerugian yang timbul daripada penggunaannya. Kami boleh mengubah atau menghentikan ciri, dan boleh mengemas kini terma ini; tarikh di atas menunjukkan perubahan terkini.",
  termsPrivacy: "Privasi",
  termsPrivacyText: "Cara kami mengendalikan nama dan e-mel anda diterangkan dalam {privacyPolicy} kami.",
  privacyPolicy: "Dasar Privasi",
  termsContact: "Hubungi",
  termsContactText: "Ada soalan tentang terma ini? Tulis kepada kami melalui {contactForm} kami.",
  privacyIntro:
    "Khatm menyimpan maklumat tentang anda sekadar yang perlu untuk menganjurkan bacaan al-Quran secara berkongsi. Halaman ini menerangkan apa yang kami simpan, siapa yang boleh melihatnya, dan pilihan yang anda ada.",
  privacyStore: "Apa yang kami simpan",
  privacyStoreNameTitle: "Nama dan alamat e-mel anda",
  privacyStoreName:
    "{title}, apabila anda mencipta khatam, mengambil juz atau log masuk, serta negara yang mungkin anda tambahkan pada profil anda.",
  privacyStoreReservationsTitle: "Juz yang anda ambil",
  privacyStoreReservations:
    "{title}: juz yang mana daripada khatam yang mana yang anda ambil, dan bila anda mengambil atau menyelesaikannya.",
  privacyStoreKhatmsTitle: "Khatam yang anda cipta",
  privacyStoreKhatms: "{title}: nama, hajat, sama ada ia awam, dan aktiviti di dalamnya.",
  privacyStoreBrowserTitle: "Dalam pelayar anda",
  privacyStoreBrowser:
    "{title}: sesi log masuk anda, e-mel terakhir yang anda gunakan untuk mengambil juz, dan kunci yang membolehkan pelayar ini mengurus khatam dan juz yang diambil daripadanya. Mengosongkan data pelayar anda akan membuangnya.",
  privacyWho: "Siapa yang boleh melihatnya",
  privacyWho1:
    "Alamat e-mel anda tidak pernah dipaparkan kepada pembaca lain. Hanya anda dan penganjur khatam tempat anda mengambil juz boleh melihatnya.",
  privacyWho2: "Pembaca lain dalam sesuatu khatam melihat nama yang anda gunakan, di sebelah juz anda.",
  privacyWho3:
    "Juz dan khatam anda disenaraikan untuk anda hanya selepas anda log masuk, atau dalam pelayar yang anda gunakan semasa membuatnya.",
  privacyWho4: "Kami tidak menjual data anda atau berkongsinya dengan pengiklan.",
  privacyEmails: "E-mel yang kami hantar",
  privacyEmailsText:
    "Kami menghantar pautan log masuk yang anda minta dan mesej tentang khatam yang anda sertai. Pautan log masuk hanya boleh digunakan sekali dan tamat tempoh selepas 15 minit.",
  privacyChildren: "Kanak-kanak",
  privacyChildrenText:
    "Khatm tidak ditujukan untuk kanak-kanak di bawah umur 13 tahun, dan kami tidak sengaja mengumpul data mereka. Jika anda percaya seorang kanak-kanak di bawah umur 13 tahun telah memberikan butirannya kepada kami, hubungi kami dan kami akan memadamnya.",
  privacyChoices: "Pilihan anda",
  privacyChoicesText:
    "Anda boleh mengubah nama dan negara anda di halaman akaun dan membatalkan juz yang anda ambil pada bila-bila masa. Untuk memadam akaun dan data anda, atau bertanya maklumat apa yang kami simpan tentang anda, hubungi kami.",
  privacyContact: "Hubungi kami",
  privacyContactText:
    "Untuk sebarang soalan atau permintaan tentang privasi, tulis kepada kami melalui {contactForm} kami. Kami akan menjawab secepat mungkin.",
} satisfies NamespaceOf<"legal">;
