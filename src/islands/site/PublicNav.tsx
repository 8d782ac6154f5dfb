import { m } from '../../shared/i18n/messages.ts';
import { ThemeButton } from './ThemeButton.tsx';
import { currentMarker, loginLinkClass, navLinkClass } from './nav-styles.ts';

/** The signed-out header links, in this order (labels are messages, read when rendering). */
export const PUBLIC_LINKS = [
  { href: '/', label: m.site_nav_home },
  { href: '/pricing', label: m.site_nav_pricing },
  { href: '/documentation', label: m.site_nav_documentation },
  { href: '/tutorials', label: m.site_nav_tutorials },
] as const;

/**
 * The signed-out header: Home, Pricing, Documentation, Tutorials, Login. Under 1024 px Home,
 * Documentation and Tutorials live in the floating menu instead (it has no Pricing, so that stays).
 */
export function PublicNav({ currentPath }: { currentPath: string }) {
  return (
    <>
      <ul className="flex items-center gap-1">
        {PUBLIC_LINKS.map(({ href, label }) => (
          <li key={href} className={href === '/pricing' ? undefined : 'max-lg:hidden'}>
            <a href={href} className={navLinkClass} aria-current={currentMarker(currentPath, href)}>
              {label()}
            </a>
          </li>
        ))}
      </ul>
      <ThemeButton />
      <a href="/auth" className={loginLinkClass} aria-current={currentMarker(currentPath, '/auth')}>
        {m.site_nav_login()}
      </a>
    </>
  );
}
