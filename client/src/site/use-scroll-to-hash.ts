import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element named by the address's #fragment once the page has drawn it (the
 * router changes pages without the browser's own jump), and again when only the fragment changes.
 * `ready` lets a page wait for data that draws the target.
 */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, ready]);
}
