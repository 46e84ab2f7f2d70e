import type { FloatingPosition } from "@mantine/core";
import { lazy, type ReactElement, Suspense } from "react";

const Tooltip = lazy(async () => ({ default: (await import("./tooltip.ts")).Tooltip }));

type TDeferredTooltipProps = {
  label: string;
  children: ReactElement;
  position?: FloatingPosition;
  disabled?: boolean;
};

/** A Mantine Tooltip whose code loads after the first render; until then the child shows alone. */
export function DeferredTooltip({ label, children, position, disabled = false }: TDeferredTooltipProps) {
  if (disabled) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip label={label} position={position}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
