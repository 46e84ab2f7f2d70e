import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense, useState } from "react";

export type TDeferredMenuProps = { defaultOpened: boolean };

type TProps<P> = {
  /** The real menu (Mantine Menu and floating-ui), loaded after the first render. */
  menu: LazyExoticComponent<ComponentType<P & TDeferredMenuProps>>;
  menuProps: P;
  /** The same trigger button, shown until the menu's code has arrived; a click then opens the menu. */
  renderTrigger: (onClick: () => void) => ReactNode;
};

/**
 * Keeps dropdown menus out of the initial bundle (budget: 180 KB gzipped): the trigger renders at
 * once, the menu code follows a moment later, and a click made in between is not lost.
 */
export function DeferredMenu<P extends object>({ menu: Menu, menuProps, renderTrigger }: TProps<P>) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <Suspense fallback={renderTrigger(() => setOpenOnLoad(true))}>
      <Menu {...menuProps} defaultOpened={openOnLoad} />
    </Suspense>
  );
}
