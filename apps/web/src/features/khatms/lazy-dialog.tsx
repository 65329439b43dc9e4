import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog or drawer whose code (Mantine's Modal, focus trap and scroll lock, about 25 KB gzipped) is downloaded
 * the first time it opens, not with the page: a reader from a share link sees the juz grid sooner on a slow network.
 * Once opened it stays mounted, so it closes with its animation like any dialog.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // React's lazy() types lose the generic props; the component it resolves to is exactly `load`'s.
  const Dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
