import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../ui/date-time.ts';
import { MS_PER_MINUTE } from '../../../shared/time.ts';

type Sla = { hours: number | null; dueAt: string | null; breached: boolean };

function remaining(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / MS_PER_MINUTE));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}

/** The plan's response time as a clock: time left until support must answer, or past due. */
export function SlaClock({ sla, className, audience = 'customer' }: { sla: Sla; className?: string; audience?: 'customer' | 'staff' }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MS_PER_MINUTE);
    return () => clearInterval(timer);
  }, []);
  if (!sla.dueAt) {
    return <span className={cn('text-sm text-muted-foreground', className)}>No response due from support</span>;
  }
  const due = Date.parse(sla.dueAt);
  const late = sla.breached || (now !== null && now > due);
  const at = formatDateTime(sla.dueAt);
  return (
    <span className={cn('text-sm font-medium', late ? 'text-destructive' : 'text-foreground', className)}>
      {late ? (
        <>Response time exceeded (due {at})</>
      ) : (
        <>
          Response due <time dateTime={sla.dueAt}>{at}</time>
          {now !== null ? ` (${remaining(due - now)} left)` : ''}
        </>
      )}
      {sla.hours ? <span className="font-normal text-muted-foreground"> · {audience === 'staff' ? 'their plan' : 'your plan'}: {sla.hours} h</span> : null}
    </span>
  );
}
