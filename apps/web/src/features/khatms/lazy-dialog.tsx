import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose code (Mantine's Modal, focus trap and scroll lock, about 25 KB gzipped) is downloaded the first
 * time it opens, not with the page: a reader from a share link sees the juz grid sooner on a slow network. Once
 * opened it stays mounted, so it closes with its animation like any dialog.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    const DialogComponent = Dialog as unknown as ComponentType<P>;
    return (
      <Suspense fallback={null}>
        <DialogComponent {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
