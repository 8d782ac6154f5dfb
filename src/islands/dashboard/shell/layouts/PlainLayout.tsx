import type { ReactNode } from 'react';
import { MainArea } from './MainArea.tsx';

/** The plain page layout: the header and the page, no sidebar. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return <MainArea className="max-w-5xl">{children}</MainArea>;
}
