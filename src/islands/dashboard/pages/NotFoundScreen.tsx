import { buttonVariants } from '../../ui/button.tsx';

/** Shown in the app for an address it does not know or the user may not open (as the server would). */
export function NotFoundScreen() {
  return (
    <section className="flex flex-col items-center py-16 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-4 max-w-xl text-muted-foreground">
        There is nothing at this address. It may have moved, or the link you followed has a typo.
      </p>
      <a href="/dashboard" className={buttonVariants({ className: 'mt-8' })}>
        Go to the dashboard
      </a>
    </section>
  );
}
