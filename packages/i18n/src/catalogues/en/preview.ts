/** A khatm's link preview (title, description, image text), written into its share page's head by the worker. */
export default {
  imageAlt: "Progress of {name}: {reserved} of {total} juz reserved",
  completed: "Completed: all {total} juz have been read.",
  fullyReserved: "Fully reserved: every juz has a reader, {completed} of {total} completed.",
  open: "{available} of {total} juz still open: reserve one and read along. {taken} reserved, {completed} completed.",
  withOccasion: "{occasion} · {state}",
} satisfies Record<string, string>;
