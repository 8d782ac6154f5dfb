import { useEffect, useState } from 'react';
import { m } from '../../../shared/i18n/messages.ts';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../ui/date-time.ts';
import { MS_PER_MINUTE } from '../../../shared/time.ts';
import { richMessage } from '../../ui/rich-message.tsx';

type Sla = { hours: number | null; dueAt: string | null; breached: boolean };

function remaining(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / MS_PER_MINUTE));
  if (minutes < 60) return m.support_sla_minutes({ minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return m.support_sla_hours_minutes({ hours, minutes: minutes % 60 });
  return m.support_sla_days_hours({ days: Math.floor(hours / 24), hours: hours % 24 });
}

/** The plan's response time as a clock: time left until support must answer, or past due. */
export function SlaClock({
  sla,
  className,
  audience = 'customer',
}: {
  sla: Sla;
  className?: string;
  audience?: 'customer' | 'staff';
}) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MS_PER_MINUTE);
    return () => clearInterval(timer);
  }, []);
  if (!sla.dueAt) {
    return <span className={cn('text-sm text-muted-foreground', className)}>{m.support_sla_none()}</span>;
  }
  const due = Date.parse(sla.dueAt);
  const late = sla.breached || (now !== null && now > due);
  const at = formatDateTime(sla.dueAt);
  return (
    <span className={cn('text-sm font-medium', late ? 'text-destructive' : 'text-foreground', className)}>
      {late
        ? m.support_sla_exceeded({ at })
        : richMessage(
            (slot) =>
              now !== null
                ? m.support_sla_due_left({ at: slot.at, left: remaining(due - now) })
                : m.support_sla_due({ at: slot.at }),
            {
              at: <time dateTime={sla.dueAt}>{at}</time>,
            },
          )}
      {sla.hours ? (
        <span className="font-normal text-muted-foreground">
          {` · ${audience === 'staff' ? m.support_sla_their_plan({ hours: sla.hours }) : m.support_sla_your_plan({ hours: sla.hours })}`}
        </span>
      ) : null}
    </span>
  );
}
