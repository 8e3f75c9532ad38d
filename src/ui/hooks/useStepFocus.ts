// Moves focus to the heading of a step when a flow moves forward to it (the button that moved it
// is gone, and focus would fall back to the page): the new step is announced and the next Tab
// goes on into it. Going back, a first render and a page restored on a later step take no focus.
import { useEffect, useRef, type RefObject } from 'react';

export function useStepFocus<Step extends string>(
  order: readonly Step[],
  step: Step | null,
): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    const before = shown.current;
    shown.current = step;
    if (before === null || step === null || order.indexOf(step) <= order.indexOf(before)) return;
    heading.current?.focus();
  }, [order, step]);
  return heading;
}
