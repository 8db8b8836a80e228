import { useEffect, useState } from 'react';

/**
 * Whether the reader has scrolled further than `threshold` pixels down the page. False on the
 * server and while hydrating; read from the window in an effect after that.
 */
export function useScrolledDown(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
