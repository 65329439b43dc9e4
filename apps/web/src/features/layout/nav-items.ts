/** The header's page links (spec section 2), shared by the desktop bar and the phone drawer. */
export const mainNavItems = [
  { to: "/my-reservations", label: "layout.myReservations" },
  { to: "/my-khatms", label: "layout.myKhatms" },
] as const;
