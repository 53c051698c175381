import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every path change the page scrolls instantly to the top (spec section 2). The page's first
 * path is not a change: a page drawn in the server may have been scrolled before the app started,
 * and stays where the visitor put it.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useLayoutEffect(() => {
    if (first.current === pathname) return;
    first.current = '';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
