import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the screen a part starts to load: a quarter of the screen ahead of the visitor's scroll. */
const AHEAD = '25% 0px';

export interface NearScreenProps {
  /** Lazy parts of the page (React.lazy): their code loads when they are rendered. */
  children: ReactNode;
  /** Stands in their place, with about their size, until they come near the screen and while their code loads. */
  fallback: ReactNode;
}

/**
 * Renders `children` once their place comes near the screen, `fallback` until then: the code of what lies below a
 * visitor's first screen (the visitors' forms, the photo carousel) loads when the visitor scrolls towards it, not
 * with the page (issue 15). A Tab key press anywhere loads it too: a keyboard user moving through the page on a slow
 * line must not tab past a form whose code is still on its way (a skeleton has nothing to focus). Once rendered, the
 * children stay.
 */
export function NearScreen({ children, fallback }: NearScreenProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = place.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') setNear(true);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [near]);
  if (near) return <Suspense fallback={fallback}>{children}</Suspense>;
  return <div ref={place}>{fallback}</div>;
}
