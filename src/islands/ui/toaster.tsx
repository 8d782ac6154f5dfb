import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../stores/toasts.ts';
import { m } from '../../shared/i18n/messages.ts';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';

/** Island that shows the toasts raised with toast(); render it once per page. */
export function Toaster() {
  const toasts = useStore($toasts);

  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          // Closing (timer, swipe, Escape, ×) only dismisses; the store removes it 6 s later,
          // after Radix has played the exit animation.
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      {/* "Messages", not "Notifications": that name belongs to the header's notifications panel.
          Radix puts the key in place of the literal {hotkey}. */}
      <ToastViewport hotkey={['F8']} label={m.ui_toast_region({ hotkey: '{hotkey}' })} />
    </ToastProvider>
  );
}
