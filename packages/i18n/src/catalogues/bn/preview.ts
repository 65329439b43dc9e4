import type { NamespaceOf } from "../../catalogue";

/** A khatm's link preview (title, description, image text), written into its share page's head by the worker. */
export default {
  imageAlt: "{name}-এর অগ্রগতি: {total, plural, one {#টির মধ্যে} other {#টির মধ্যে}} {reserved}টি পারা নেওয়া হয়েছে",
  completed: "সম্পন্ন: সব {total, plural, one {# পারা} other {# পারা}} পড়া হয়েছে।",
  fullyReserved: "সব পারা নেওয়া হয়েছে: প্রতিটি পারার পাঠক আছেন, {total}টির মধ্যে {completed}টি সম্পন্ন।",
  open: "{total, plural, one {#টির মধ্যে} other {#টির মধ্যে}} {available}টি পারা এখনো খালি: একটি নিন আর সাথে পড়ুন। {taken}টি নেওয়া হয়েছে, {completed}টি সম্পন্ন।",
  withOccasion: "{occasion} · {state}",
} satisfies NamespaceOf<"preview">;
