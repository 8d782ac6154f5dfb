import { m } from '../../shared/i18n/messages.ts';
import { cx } from './cx.ts';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  /** 16, 24 or 40 px; 24 by default. */
  size?: keyof typeof SIZES;
  /** Announced to screen readers; not shown. */
  label?: string;
  /** Where the spinner sits when its box is wider than it (a grid cell): centred by default. */
  align?: 'center' | 'start';
  className?: string;
}

/**
 * The one loading indicator, announced through a status role. Plain classes (no class merging),
 * so the light pages use it too.
 */
export function Spinner({ size = 'md', label = m.ui_loading(), align = 'center', className }: SpinnerProps) {
  return (
    <span
      role="status"
      className={cx('inline-flex items-center', align === 'start' ? 'justify-start' : 'justify-center', className)}
    >
      {/* A faint track plus an arc, so it still reads as "loading" when reduced motion stops the spin. */}
      <svg
        className={cx('animate-spin text-primary', SIZES[size])}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity={0.25} strokeWidth={3} />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
