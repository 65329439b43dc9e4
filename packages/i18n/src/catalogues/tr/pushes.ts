import type { NamespaceOf } from "../../catalogue";

export default {
  reminderTitle: '"{name}" hatminden bir hatırlatma',
  reminderBody: "Okumanız sizi bekliyor. Hatmi açmak için dokunun.",
  creatorReminderBody: "{creator} bir hatırlatma gönderdi: okumanız sizi bekliyor.",
  staleWarningTitle: '"{name}" hatmindeki ayırmanız yarın serbest bırakılacak',
  staleWarningBody: "Korumak için okuduklarınızı işaretleyin.",
  staleReleasedTitle: '"{name}" hatmindeki ayırmanız yeniden boşta',
  staleReleasedBody: "Artık başka bir okuyucu alabilir. Yeniden ayırmak için hatmi açın.",
  invitationTitle: '"{name}" hatminin {round}. turu başladı',
  invitationBody: "Payınızı ayırmak için hatmi açın.",
  roundReservationBody: "Payınız sizin için ayrıldı. Okumak için hatmi açın.",
  completedTitle: '"{name}" tamamlandı',
  completedBody: "Katıldığınız için teşekkürler. Allah hepinizden kabul etsin.",
  fullyCompletedBody: "Bütün bölümler okundu. Görmek için hatmi açın.",
  fullyReservedTitle: '"{name}" hatminin bütün bölümleri alındı',
  fullyReservedBody: "Okumayı takip etmek için hatmi açın.",
} satisfies NamespaceOf<"pushes">;
