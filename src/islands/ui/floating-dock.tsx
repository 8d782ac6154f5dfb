/**
 * The band the floating menu button (SPEC §2, under 1024 px) sits on: opaque, across the bottom
 * of the viewport, so the button never lies on top of a line of text. Text scrolls under it as
 * it does under the header; pages keep this much room at their end, so their last lines can
 * always be scrolled above it.
 */
export function FloatingDock() {
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 bottom-0 z-30 h-[calc(5rem+env(safe-area-inset-bottom))] border-t border-border bg-background lg:hidden"
    />
  );
}
