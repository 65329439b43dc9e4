import type { NamespaceOf } from "../../catalogue";

export default {
  lastUpdated: "Son güncelleme: {date}",
  contactForm: "iletişim formumuz",
  termsIntro:
    "Khatm, Kur'an-ı Kerim'i birlikte okumak için ücretsiz bir hatim düzenleme hizmetidir: düzenleyen kişi bir hatim başlatır, 30 cüz okuyucular arasında paylaştırılır ve herkes ilerleyişi birlikte takip eder. Khatm'ı kullanarak bu koşulları kabul etmiş olursunuz.",
  termsUsing: "Khatm'ın kullanımı",
  termsUsing1: "Khatm'ı kişisel, topluluk ve dini amaçlarla ücretsiz kullanabilirsiniz.",
  termsUsing2:
    "Bir hatme katılmak ya da cüz almak için hesaba ihtiyacınız yoktur. E-postanıza gönderilen bir giriş bağlantısıyla açılan hesap, aldığınız cüzleri ve başlattığınız hatimleri takip etmenizi sağlar.",
  termsUsing3: "Okumak için bir süre sınırı yoktur. Lütfen bitiremeyeceğiniz bir cüzü bırakın ki başka biri alabilsin.",
  termsResponsibilities: "Sorumluluklarınız",
  termsResponsibilities1:
    "Kendi adınızı ve kullandığınız bir e-posta adresini ya da sizden kendisi adına cüz almanızı isteyen okuyucunun bilgilerini girin.",
  termsResponsibilities2:
    "Hatim adlarını ve niyetlerini saygılı tutun; Khatm'ı istenmeyen ileti, taciz ya da yasa dışı içerik yaymak için kullanmayın.",
  termsResponsibilities3:
    "Özel hatimlerin bağlantılarını ve erişim kodlarını yalnızca davet etmek istediğiniz kişilerle paylaşın.",
  termsResponsibilities4:
    "Hizmeti aksatmaya, size ait olmayan verilere erişmeye ya da toplu otomatik istek göndermeye çalışmayın.",
  termsOrganizers: "Hatim düzenleyenler",
  termsOrganizersText:
    "Bir hatmi düzenleyen kişi kimlerin katılabileceğine karar verir; okuyucuları adına cüz alabilir, devredebilir ya da bırakabilir veya hatmi silebilir. Bu koşullara aykırı hatimleri ya da alınan cüzleri kaldırabiliriz.",
  termsService: "Hizmet",
  termsServiceText:
    "Khatm'ı erişilebilir ve verilerinizi güvende tutmak için çalışıyoruz; ancak hizmet hiçbir garanti verilmeksizin olduğu gibi sunulur. Yasaların izin verdiği ölçüde, kullanımından doğan kayıplardan sorumlu değiliz. Özellikleri değiştirebilir ya da kaldırabilir, bu koşulları güncelleyebiliriz; yukarıdaki tarih son değişikliği gösterir.",
  termsPrivacy: "Gizlilik",
  termsPrivacyText: "Adınızı ve e-postanızı nasıl işlediğimiz {privacyPolicy} metnimizde anlatılmaktadır.",
  privacyPolicy: "Gizlilik Politikası",
  termsContact: "İletişim",
  termsContactText: "Bu koşullarla ilgili sorularınız mı var? Bize {contactForm} üzerinden yazın.",
  privacyIntro:
    "Khatm, Kur'an-ı Kerim'in birlikte okunmasını düzenlemek için hakkınızda yalnızca gereken kadar bilgi saklar. Bu sayfa neleri sakladığımızı, bunları kimlerin görebileceğini ve sahip olduğunuz seçenekleri açıklar.",
  privacyStore: "Neleri saklıyoruz",
  privacyStoreNameTitle: "Adınız ve e-posta adresiniz",
  privacyStoreName:
    "{title}: hatim başlattığınızda, cüz aldığınızda ya da giriş yaptığınızda; ayrıca profilinize eklemeyi seçebileceğiniz ülke.",
  privacyStoreReservationsTitle: "Aldığınız cüzler",
  privacyStoreReservations:
    "{title}: hangi hatimden hangi cüzleri aldığınız, bunları ne zaman aldığınız ve okuduğunuz.",
  privacyStoreKhatmsTitle: "Başlattığınız hatimler",
  privacyStoreKhatms: "{title}: adı, niyeti, herkese açık olup olmadığı ve üzerindeki hareketler.",
  privacyStoreBrowserTitle: "Tarayıcınızda",
  privacyStoreBrowser:
    "{title}: oturumunuz, en son cüz alırken kullandığınız e-posta ve bu tarayıcının kendi başlattığı hatimleri ve aldığı cüzleri yönetmesini sağlayan anahtarlar. Tarayıcı verilerinizi temizlediğinizde bunlar silinir.",
  privacyWho: "Bunları kimler görebilir",
  privacyWho1:
    "E-posta adresiniz diğer okuyuculara asla gösterilmez. Onu yalnızca siz ve cüz aldığınız hatmin düzenleyicisi görebilir.",
  privacyWho2: "Bir hatmin diğer okuyucuları, cüzünüzün yanında cüzü alırken kullandığınız adı görür.",
  privacyWho3:
    "Aldığınız cüzler ve hatimleriniz size ancak giriş yaptıktan sonra ya da onları oluşturduğunuz tarayıcıda listelenir.",
  privacyWho4: "Verilerinizi satmayız ve reklamcılarla paylaşmayız.",
  privacyEmails: "Gönderdiğimiz e-postalar",
  privacyEmailsText:
    "İstediğiniz giriş bağlantılarını ve katıldığınız hatimlerle ilgili iletileri e-postayla göndeririz. Bir giriş bağlantısı yalnızca bir kez çalışır ve 15 dakika sonra geçersiz olur.",
  privacyChildren: "Çocuklar",
  privacyChildrenText:
    "Khatm 13 yaşından küçük çocuklar için tasarlanmamıştır ve onların verilerini bilerek toplamayız. 13 yaşından küçük bir çocuğun bize bilgilerini verdiğini düşünüyorsanız bizimle iletişime geçin, bu bilgileri sileriz.",
  privacyChoices: "Seçenekleriniz",
  privacyChoicesText:
    "Adınızı ve ülkenizi hesap sayfanızdan değiştirebilir, aldığınız cüzleri istediğiniz zaman bırakabilirsiniz. Hesabınızın ve verilerinizin silinmesini istemek ya da hakkınızda neler sakladığımızı sormak için bizimle iletişime geçin.",
  privacyContact: "Bize ulaşın",
  privacyContactText:
    "Gizlilikle ilgili her türlü soru ve talebiniz için bize {contactForm} üzerinden yazın. En kısa sürede yanıt veririz.",
} satisfies NamespaceOf<"legal">;
