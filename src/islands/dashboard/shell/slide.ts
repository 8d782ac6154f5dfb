// The slide transition (20 px, 0.4 s in, 0.3 s out) between the configure and provisioning pages.

/** 20 px offset, 0.4 s in, 0.3 s out. */
export const SLIDE = { offsetPx: 20, inMs: 400, outMs: 300 } as const;

/** 1 slides forward (content moves left), -1 backward (content moves right). */
export type SlideDirection = 1 | -1;

/** Forward from a lower step to a higher one (configure → provisioning), backward in reverse. */
export function slideDirection(fromStep: number | undefined, toStep: number | undefined): SlideDirection {
  if (fromStep === undefined || toStep === undefined) return 1;
  return toStep < fromStep ? -1 : 1;
}

/** The leaving page moves away against the direction of travel and fades out. */
export function exitKeyframes(direction: SlideDirection): Keyframe[] {
  return [
    { opacity: 1, transform: 'translateX(0)' },
    { opacity: 0, transform: `translateX(${-direction * SLIDE.offsetPx}px)` },
  ];
}

/** The arriving page comes in from the side it travels from and fades in. */
export function enterKeyframes(direction: SlideDirection): Keyframe[] {
  return [
    { opacity: 0, transform: `translateX(${direction * SLIDE.offsetPx}px)` },
    { opacity: 1, transform: 'translateX(0)' },
  ];
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
