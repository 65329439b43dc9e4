/** The public list (/public). */
export default {
  title: "Public Khatms",
  intro: "Join a Khatm and reserve a juz to read.",
  create: "Create a Khatm",
  search: "Search public Khatms",
  searchPlaceholder: "Search by name, occasion, or code...",
  loadFailed: "Could not load the public Khatms. Please try again later.",
  noMatchTitle: "No Matching Khatms Found",
  noMatch: 'No public Khatm matches "{query}".',
  clearSearch: "Clear Search",
  noneTitle: "No Public Khatms Available",
  none: "Be the first to create one and invite others to read.",
  completedTitle: "Recent Completed Khatms",
} satisfies Record<string, string>;
