import type { ReactNode } from 'react';
import { cx } from './cx.ts';

const TONES = {
  /** Something failed: a form's server message, a page that could not be loaded. */
  destructive: { text: 'text-destructive', frame: 'border-destructive/40 bg-destructive/5' },
  /** Something needs attention before going on. */
  warning: { text: '', frame: 'border-warning/50 bg-warning/10' },
  /** A plain statement (a record that does not exist). */
  neutral: { text: '', frame: 'border-border' },
} as const;

const LOOKS = {
  /** A tinted box around a sentence: the form-level message. */
  box: (tone: (typeof TONES)[keyof typeof TONES]) => cx('rounded-md border px-3 py-2 text-sm', tone.frame, tone.text),
  /** The sentence alone, e.g. under a control or inside a card that frames it. */
  text: (tone: (typeof TONES)[keyof typeof TONES]) => cx('text-sm', tone.text),
  /** A framed block with a heading and actions; its text keeps the page's colour. */
  banner: (tone: (typeof TONES)[keyof typeof TONES]) => cx('rounded-lg border p-4', tone.frame),
} as const;

export interface AlertProps {
  /** What to say; nothing is rendered when it is empty, so a form can always render its alert. */
  children?: ReactNode;
  variant?: keyof typeof TONES;
  look?: keyof typeof LOOKS;
  /** For a control's aria-describedby. */
  id?: string;
  /** Layout only (grid, gap, margin): the look's classes are not merged away. */
  className?: string;
}

/**
 * The one announced message of the islands (role="alert": read out when it appears): a form's
 * server message, a field's problem, a warning, a failure without a "Try again" (a query's
 * failure is QueryError, which has one). Plain classes, so the light pages use it too.
 */
export function Alert({ children, variant = 'destructive', look = 'box', id, className }: AlertProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div role="alert" id={id} className={cx(LOOKS[look](TONES[variant]), className)}>
      {children}
    </div>
  );
}
