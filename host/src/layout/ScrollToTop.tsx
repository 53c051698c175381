import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** On every path change the page scrolls instantly to the top (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
