import type { Browser } from 'playwright-core';
import type { LcpElement } from './lighthouse.ts';

/** The address an element's opening tag loads (`src`), if it names one: a picture is the same only with the same file. */
export function sourceOf(snippet: string): string | undefined {
  return /\ssrc="([^"]*)"/.exec(snippet)?.[1]?.replaceAll('&amp;', '&');
}

/**
 * Whether the page's first HTML response, read with JavaScript off, already holds the element
 * Lighthouse found largest: an element at the same selector (with the same picture, for an image)
 * that has something to paint (text or a picture).
 */
export async function paintedByFirstHtml(browser: Browser, url: string, element: LcpElement): Promise<boolean> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(
      ({ selector, source }) =>
        [...document.querySelectorAll(selector)].some((candidate) =>
          source === undefined
            ? (candidate.textContent ?? '').trim() !== '' || candidate instanceof HTMLImageElement
            : candidate.getAttribute('src') === source,
        ),
      { selector: element.selector, source: sourceOf(element.snippet) },
    );
  } finally {
    await context.close();
  }
}
