import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { readEarly } from '../providers/http';

/**
 * Opens each address the back-office goes to for its early reads (providers/earlyReads.ts): on a
 * click on a link of the app, before the navigation it makes (so the screen's remembered reads are
 * asked while its code draws it), and on any other change of address (back, forward, a redirect),
 * before the screen's own reads start (a layout effect runs before them). Draws nothing.
 */
export function EarlyReads() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    readEarly(pathname);
  }, [pathname]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
      const href = link?.getAttribute('href');
      if (href && !href.startsWith('/api/')) readEarly(new URL(href, window.location.origin).pathname);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
