import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken the page over. A signed-out visitor's first screen comes drawn by
 * the server and stays inert until the app's first render replaces it; an element measured before
 * then may be gone by the time it is read.
 */
export async function appLive(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** The height of the page's header bar (the banner landmark), in CSS px. */
export async function headerHeight(page: Page): Promise<number> {
  const box = await page.getByRole('banner').boundingBox();
  if (!box) throw new Error('no header on the page');
  return Math.round(box.height);
}

/**
 * Where the page's own content starts, in CSS px from the top of the window, scrolled to the top:
 * the first thing in the page's frame after its heading and its area's sub-navigation.
 */
export async function firstContentTop(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const content = page.locator('main#main .page > :not(.page__header):not(.area-nav)').first();
  await expect(content).toBeVisible();
  const box = await content.boundingBox();
  if (!box) throw new Error('no content on the page');
  return Math.round(box.y);
}

/** How many of the sportsbook's matches are whole above the fold (the tab bar's top, or the window's foot). */
export async function matchesAboveFold(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.sports-events > li').first()).toBeVisible();
  return page.evaluate(() => {
    const tabbar = document.querySelector('.tabbar');
    const fold = tabbar ? tabbar.getBoundingClientRect().top : window.innerHeight;
    return [...document.querySelectorAll('.sports-events > li')].filter((row) => row.getBoundingClientRect().bottom <= fold).length;
  });
}

/** An interactive element smaller than a touch target, named so a failure says which one. */
export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive element on the page (buttons, links, inputs, selects, tabs, radios,
 * chips) whose box is under `min` CSS px either way. A radio or checkbox drawn inside its label is
 * measured by the label, which is what takes the tap. Exempt, as WCAG 2.5.8 allows: a link inside a
 * line of running text (its size is the text's), and what is hidden or clipped to nothing.
 */
export async function smallTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="radio"], [role="checkbox"], [role="switch"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.getAttribute('title') ??
        element.textContent ??
        '';
      const classes =
        typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `<${element.tagName.toLowerCase()}${classes}> "${name.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    };
    /** A link set in a line of text: displayed inline, and its block holds more text than the link. */
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      return !!block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    const found: { what: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('[aria-hidden="true"], [inert], .visually-hidden')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (inRunningText(element)) continue;
      const input = element as HTMLInputElement;
      if (element.tagName === 'INPUT' && ['radio', 'checkbox'].includes(input.type)) {
        const label = input.closest('label') ?? input.labels?.[0];
        if (label) box = label.getBoundingClientRect();
      }
      if (box.width < min - 0.01 || box.height < min - 0.01)
        found.push({ what: describe(element), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 });
    }
    return found;
  }, min);
}
