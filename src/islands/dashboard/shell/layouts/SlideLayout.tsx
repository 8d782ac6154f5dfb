import type { ReactNode } from 'react';
import { MainArea } from './MainArea.tsx';
import { SlideTransition } from './SlideTransition.tsx';

/** The slide-transition layout: plain, with pages sliding forward and back between steps. */
export function SlideLayout({
  routeKey,
  step,
  animateOnMount,
  children,
}: {
  routeKey: string;
  step: number | undefined;
  animateOnMount: boolean;
  children: ReactNode;
}) {
  return (
    <MainArea className="max-w-5xl overflow-x-clip">
      <SlideTransition routeKey={routeKey} step={step} animateOnMount={animateOnMount}>
        {children}
      </SlideTransition>
    </MainArea>
  );
}
