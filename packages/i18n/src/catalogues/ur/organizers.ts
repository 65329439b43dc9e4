import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the khatm's co-organizers, their invitation, the refusals and the feed's sentences. */
export default {
  title: "منتظمین",
  intro:
    "منتظمین اس ختم پر وہ سب کچھ کر سکتے ہیں جو آپ کر سکتے ہیں، سوائے اسے حذف کرنے اور اس کے منتظمین چننے کے۔ وہ اسی پتے سے لاگ اِن کرتے ہیں جو آپ شامل کریں۔",
  creator: "{name} (بانی)",
  none: "ابھی کوئی اور منتظم نہیں۔",
  emailLabel: "منتظم کا ای میل",
  add: "منتظم شامل کریں",
  remove: "ہٹائیں",
  removeLabel: "{email} کو منتظمین سے ہٹائیں",
  added: "{email} اب منتظم ہے۔ دعوت نامہ بھیجا جا رہا ہے۔",
  removed: "{email} اب منتظم نہیں رہا۔",
  loadFailed: "منتظمین لوڈ نہیں ہو سکے",
  badge: "منتظم",
  creatorsOwn: "یہ بانی کا اپنا پتہ ہے: بانی پہلے ہی اس ختم کا انتظام کرتا ہے۔",
  tooMany: "ایک ختم کے بانی کے علاوہ زیادہ سے زیادہ {max, plural, one {ایک منتظم} other {# منتظمین}} ہو سکتے ہیں۔",
  notFound: "یہ پتہ اس ختم کے منتظمین میں سے نہیں۔",
  invitationSubject: "آپ اب {name} کے منتظم ہیں",
  invitationHeading: "آپ منتظم ہیں",
  invitation: "{by} نے آپ کو ختم “{name}” کا منتظم بنایا ہے۔",
  invitationHtml: "{by} نے آپ کو ختم {name} کا منتظم بنایا ہے۔",
  invitationSignIn:
    "اس کا انتظام کرنے کے لیے {email} سے لاگ اِن کریں: قارئین کے لیے بک کریں، پارے مکمل نشان زد کریں، یاد دہانیاں بھیجیں اور اس کی ترتیبات بدلیں۔",
  boardLine: "بورڈ کھولیں: {link}",
  openBoard: "بورڈ کھولیں",
  activityReserved: "{organizer} نے {reader} کے لیے {juz} بک کیا",
  activityCancelled: "{organizer} نے {readers} کی {juz} کی بکنگ منسوخ کی",
  activityCompleted: "{organizer} نے {juz} کو مکمل نشان زد کیا",
  activityUncompleted: "{organizer} نے {juz} کو نامکمل نشان زد کیا",
  activityTransferred: "{organizer} نے {juz} کو {from} سے {to} کو منتقل کیا",
} satisfies NamespaceOf<"organizers">;
