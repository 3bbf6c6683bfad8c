import { useEffect, useSyncExternalStore } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { CloseIcon } from './icons';
import {
  clearToasts,
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToasts,
  type ToastItem,
  type ToastVariant,
} from './toast-store';

export { dismissToast, toast } from './toast-store';
export type { ToastHandle, ToastOptions, ToastVariant } from './toast-store';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 border-l-4 border-l-emerald-600 bg-white text-slate-900',
  // White focus ring on the red background, as the footer does on its dark background.
  destructive: 'border-red-700 bg-red-700 text-white [--focus-ring:white]',
};

/** Mount once, in the app provider. Shows what toast() publishes. */
export function Toaster() {
  const { t } = useTranslation('ui');
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  // Toasts outlive no app: tests and a remounted provider start empty.
  useEffect(() => clearToasts, []);

  return (
    <RadixToast.Provider label={t('toast.label')} duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} dismissLabel={t('toast.dismiss')} />
      ))}
      <RadixToast.Viewport
        hotkey={['F8']}
        label={t('toast.region')}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 sm:max-w-md"
      />
    </RadixToast.Provider>
  );
}

function ToastView({ item, dismissLabel }: { item: ToastItem; dismissLabel: string }) {
  const variant = item.variant ?? 'default';
  return (
    <RadixToast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      duration={item.duration}
      // Foreground toasts are announced assertively: only for failures the user must notice.
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'relative flex w-full touch-pan-y flex-col gap-1 rounded-xl border p-4 pr-12 shadow-lg',
        'transition-[translate,opacity] duration-200 starting:translate-x-full starting:opacity-0 motion-reduce:transition-none',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        variantClasses[variant],
      )}
    >
      <RadixToast.Title className="text-base font-semibold">{item.title}</RadixToast.Title>
      {item.description && (
        <RadixToast.Description className={cn('text-sm', variant === 'destructive' ? 'text-red-50' : 'text-slate-600')}>
          {item.description}
        </RadixToast.Description>
      )}
      <RadixToast.Close
        aria-label={dismissLabel}
        className={cn(
          'absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-lg',
          variant === 'destructive' ? 'text-white hover:bg-red-800' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <CloseIcon />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
