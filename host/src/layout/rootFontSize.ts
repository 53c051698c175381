import { useEffect } from 'react';

const BASE_FONT_SIZE_PX = 16;
const DESIGN_WIDTH_PX = 375;
const MOBILE_MAX_WIDTH_PX = 430;

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

/**
 * Keeps the document's root font size in step with the window width. The width is read again
 * on the next frame, not as the app mounts: reading it while the new page is not laid out yet
 * would force the browser to lay it out there and then, inside the render's own task.
 */
export function useRootFontSize(): void {
  useEffect(() => {
    const apply = () => applyRootFontSize();
    const frame = requestAnimationFrame(apply);
    window.addEventListener('resize', apply);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', apply);
    };
  }, []);
}
