import { buttonVariants } from '../../ui/button.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** Shown in the app for an address it does not know or the user may not open (as the server would). */
export function NotFoundScreen() {
  return (
    <section className="flex flex-col items-center py-16 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{m.pages_not_found_title()}</h1>
      <p className="mt-4 max-w-xl text-muted-foreground">{m.pages_not_found_text()}</p>
      <a href="/dashboard" className={buttonVariants({ className: 'mt-8' })}>
        {m.pages_not_found_action()}
      </a>
    </section>
  );
}
