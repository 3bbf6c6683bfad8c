import type { ComponentProps, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { CloseIcon } from './icons';

/** Root: `open` and `onOpenChange` for a controlled dialog, or neither with a DialogTrigger. */
export const Dialog = RadixDialog.Root;
export type DialogProps = ComponentProps<typeof RadixDialog.Root>;

/** Use `asChild` with a <Button> as its child. */
export const DialogTrigger = RadixDialog.Trigger;

/** Closes the dialog; `asChild` with a <Button> for a "Cancel" action. */
export const DialogClose = RadixDialog.Close;

export type DialogContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, 'title' | 'role'> & {
  /** Always required: it names the dialog. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Hides the corner close button (Escape still closes). Give the user another way out. */
  hideClose?: boolean;
  /** 'alertdialog' for a confirmation that needs an answer: it also ignores clicks outside. */
  role?: 'dialog' | 'alertdialog';
};

export function DialogContent({
  title,
  description,
  children,
  hideClose = false,
  role = 'dialog',
  className,
  onPointerDownOutside,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation('ui');
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
      <RadixDialog.Content
        role={role}
        // Without a description Radix would point aria-describedby at nothing (and warn).
        {...(description ? {} : { 'aria-describedby': undefined })}
        onPointerDownOutside={(event) => {
          if (role === 'alertdialog') event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-2xl bg-white p-5 text-slate-800 shadow-xl sm:p-6',
          'transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0 motion-reduce:transition-none',
          className,
        )}
        {...props}
      >
        <div className={cn('flex flex-col gap-2', !hideClose && 'pr-10')}>
          <RadixDialog.Title className="text-xl font-bold text-slate-900">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="text-base text-slate-600">{description}</RadixDialog.Description>}
        </div>
        {children && <div className="mt-4">{children}</div>}
        {!hideClose && (
          <RadixDialog.Close
            aria-label={t('dialog.close')}
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export type DialogFooterProps = ComponentProps<'div'>;

/** The actions row: stacked full-width on phones (primary on top), right-aligned from sm up. */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3', className)} {...props} />;
}
