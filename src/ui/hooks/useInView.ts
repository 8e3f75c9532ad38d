// Whether an element is on screen now (any part of it), followed with an IntersectionObserver;
// true until it has been measured, so what hides behind it never flashes in first.
import { useEffect, useState, type RefObject } from 'react';

export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
