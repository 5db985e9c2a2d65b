import { useEffect, useState, type RefObject } from 'react';

// 10 % visible, bottom edge inset 80 px: a section fades in once really on screen, not at the edge.
const REVEAL_OPTIONS = { threshold: 0.1, rootMargin: '0px 0px -80px 0px' };

/** Code for what is below is fetched while it is still this far below (or above) the viewport. */
export const APPROACH_OPTIONS: IntersectionObserverInit = { rootMargin: '600px 0px' };

export function useInView(
  ref: RefObject<Element | null>,
  options: IntersectionObserverInit = REVEAL_OPTIONS,
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    }, options);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, options, inView]);
  return inView;
}
