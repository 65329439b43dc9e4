import { type ComponentType, lazy, Suspense, useState } from "react";

type LazyMountProps<P> = P & { dialog: ComponentType<P> };

/** Renders nothing until the dialog first opens, then keeps it mounted so it closes with its animation. */
function LazyMount<P extends { opened: boolean }>({ dialog: Dialog, ...rest }: LazyMountProps<P>) {
  const props = rest as unknown as P;
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/**
 * A dialog or drawer whose code (Mantine's Modal, focus trap and scroll lock, about 25 KB gzipped) is downloaded
 * the first time it opens, not with the page: a reader from a share link sees the juz grid sooner on a slow network.
 * Call it once per dialog at module level.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // React's lazy() types lose the generic props; the component it resolves to is exactly `load`'s.
  const dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return (props: P) => <LazyMount<P> dialog={dialog} {...props} />;
}

/** The confirmation dialog (components/ConfirmDialog.tsx), its code loaded the first time one opens. */
export const LazyConfirmDialog = lazyDialog(() => import("./ConfirmDialog").then((module) => module.ConfirmDialog));
