import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';

export type TooltipProviderProps = ComponentProps<typeof RadixTooltip.Provider>;

/** The SPEC §9 delays. Each Tooltip brings its own, so pages without tooltips never load their code. */
export function TooltipProvider({ delayDuration = 700, skipDelayDuration = 300, ...props }: TooltipProviderProps) {
  return <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />;
}

export type TooltipProps = {
  content: ReactNode;
  /** The trigger: one focusable element (a Button, a link); it receives the tooltip's props. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A hint on hover and keyboard focus. Touch screens never show it, so it must not hold
 * anything the user needs: an icon-only button still needs its own aria-label.
 */
export function Tooltip({ content, children, side = 'top', align = 'center', ...rootProps }: TooltipProps) {
  return (
    <TooltipProvider>
      <RadixTooltip.Root {...rootProps}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-[min(20rem,calc(100vw-1rem))] rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-md transition-opacity duration-150 starting:opacity-0 motion-reduce:transition-none"
          >
            {content}
            <RadixTooltip.Arrow className="fill-slate-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </TooltipProvider>
  );
}
