import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { m } from '../../shared/i18n/messages.ts';

const spinnerVariants = cva('animate-spin text-primary', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps extends VariantProps<typeof spinnerVariants> {
  /** Announced to screen readers; not shown. */
  label?: string;
  className?: string;
}

/** Loading indicator: 16, 24 or 40 px, announced through a status role. */
export function Spinner({ size = 'md', label = m.ui_loading(), className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      {/* A faint track plus an arc, so it still reads as "loading" when reduced motion stops the spin. */}
      <svg className={spinnerVariants({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity={0.25} strokeWidth={3} />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
