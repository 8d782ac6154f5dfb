import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { SLIDE, enterKeyframes, exitKeyframes, prefersReducedMotion, slideDirection } from '../slide.ts';
import type { SlideDirection } from '../slide.ts';

interface Shown {
  key: string;
  step: number | undefined;
  children: ReactNode;
  /** Set when the page just arrived and should slide in. */
  enter?: SlideDirection;
}

// Layout effects warn during server rendering; there is nothing to animate there anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Slides between pages of the slide layout: the old page leaves in 0.3 s, then the new
 * one enters in 0.4 s, 20 px to the side; forward or backward by step. No motion when the
 * visitor prefers reduced motion, and none on the first page load.
 */
export function SlideTransition({
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
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown>(() => ({
    key: routeKey,
    step,
    children,
    enter: animateOnMount ? 1 : undefined,
  }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route starts the slide; the other values are read as they are at that moment.
  useEffect(() => {
    if (routeKey === shown.key) return;
    const arriving: Shown = { key: routeKey, step, children, enter: slideDirection(shown.step, step) };
    const element = box.current;
    if (!element || prefersReducedMotion() || typeof element.animate !== 'function') {
      setShown({ ...arriving, enter: undefined });
      return;
    }
    const leaving = element.animate(exitKeyframes(arriving.enter ?? 1), {
      duration: SLIDE.outMs,
      easing: 'ease-in',
      fill: 'forwards',
    });
    let cancelled = false;
    leaving.finished.then(
      () => !cancelled && setShown(arriving),
      () => {},
    );
    return () => {
      cancelled = true;
      leaving.cancel();
    };
    // Only a new route starts a transition; the arriving page's children are captured with it.
  }, [routeKey]);

  // Before paint: drop the finished exit (it holds opacity 0) and start the entrance.
  useBrowserLayoutEffect(() => {
    const element = box.current;
    if (!element || shown.enter === undefined || typeof element.animate !== 'function') return;
    for (const animation of element.getAnimations()) animation.cancel();
    if (!prefersReducedMotion())
      element.animate(enterKeyframes(shown.enter), { duration: SLIDE.inMs, easing: 'ease-out' });
  }, [shown]);

  return <div ref={box}>{routeKey === shown.key ? children : shown.children}</div>;
}
