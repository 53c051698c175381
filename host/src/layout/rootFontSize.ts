import { useEffect } from 'react';

export const BASE_FONT_SIZE_PX = 16;
export const DESIGN_WIDTH_PX = 375;
export const MOBILE_MAX_WIDTH_PX = 430;

/** Root font size: 16px, scaled by width/375 when the window is 430px wide or narrower. */
export function rootFontSize(windowWidth: number): number {
  return windowWidth <= MOBILE_MAX_WIDTH_PX ? (BASE_FONT_SIZE_PX * windowWidth) / DESIGN_WIDTH_PX : BASE_FONT_SIZE_PX;
}

/**
 * Sets the document's root font size for the window's width. Called once before the first render
 * and again on resize; an unchanged size is not written, so the page is not restyled for nothing.
 */
export function applyRootFontSize(root: HTMLElement = document.documentElement, windowWidth: number = window.innerWidth): void {
  const size = `${rootFontSize(windowWidth)}px`;
  if (root.style.fontSize !== size) root.style.fontSize = size;
}

/** Keeps the document's root font size in step with the window width. */
export function useRootFontSize(): void {
  useEffect(() => {
    const apply = () => applyRootFontSize();
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
