import { useInsertionEffect } from 'react';

/**
 * Puts an area's own styles in the page once, as a style element with this id, before the area's
 * first page paints; they stay for the rest of the visit. Areas now import stylesheets of their
 * own (`import './originals.css'`), which load with their chunks; this stays for area builds made
 * before that, which a host of this major version still runs.
 */
export function useAreaStyles(id: string, css: string): void {
  useInsertionEffect(() => {
    if (document.getElementById(id)) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = css;
    document.head.append(style);
  }, [id, css]);
}
