/** The header's page links (spec section 2), shared by the desktop bar and the phone drawer. */
export const mainNavItems = [
  { to: "/my-reservations", label: "My Reservations" },
  { to: "/my-khatms", label: "My Khatms" },
] as const;
