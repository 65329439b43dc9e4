import { type ReactNode, Suspense } from "react";

interface HydrateApartProps {
  children: ReactNode;
}

/**
 * A part of a painted page that React hydrates on its own, after the part above it (a Suspense boundary): the
 * hydration of a share link or the home page is then several short tasks instead of one long one, and a tap inside
 * a part not yet hydrated makes React hydrate that part first. Nothing inside suspends: in a render that hydrates
 * nothing the boundary is only a wrapper.
 */
export function HydrateApart({ children }: HydrateApartProps) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
