import type { NamespaceOf } from "../../catalogue";

export default {
  reminderTitle: '"{name}" hatminden bir hatırlatma',
  reminderBody: "Okumanız sizi bekliyor. Hatmi açmak için dokunun.",
  creatorReminderBody: "{creator} bir hatırlatma gönderdi: okumanız sizi bekliyor.",
  staleWarningTitle: '"{name}" hatminde aldığınız bölüm yarın serbest bırakılacak',
  staleWarningBody: "Korumak için okuduklarınızı işaretleyin.",
  staleReleasedTitle: '"{name}" hatminde aldığınız bölüm yeniden boşta',
  staleReleasedBody: "Artık başka bir okuyucu alabilir. Yeniden almak için hatmi açın.",
  invitationTitle: '"{name}" hatminin {round}. turu başladı',
  invitationBody: "Payınızı almak için hatmi açın.",
  roundReservationBody: "Payınız sizin için ayrıldı. Okumak için hatmi açın.",
  completedTitle: '"{name}" tamamlandı',
  completedBody: "Katıldığınız için teşekkürler. Allah hepinizden kabul etsin.",
  fullyCompletedBody: "Bütün bölümler okundu. Görmek için hatmi açın.",
  fullyReservedTitle: '"{name}" hatminin bütün bölümleri alındı',
  fullyReservedBody: "Okumayı takip etmek için hatmi açın.",
} satisfies NamespaceOf<"pushes">;
