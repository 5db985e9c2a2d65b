/**
 * What a visitor reads when the page's JavaScript files never arrive (blocked by a proxy or an
 * extension, a network that drops after the HTML) or fail when they run: every page, phone and
 * desktop, must show its navigation bar and every section within 3 s of loading. With scripts,
 * the reveals are checked by e2e/visitor.e2e.ts.
 */
import type { Page, Route } from 'playwright-core';
import { DESKTOP, LANGUAGES, PHONE, sharedBrowser, url } from './support/browser';
import { legalPages } from './support/content';

const browser = sharedBrowser();

const pages = LANGUAGES.flatMap(({ code, home }) => [
  home,
  ...legalPages(code).map(({ slug }) => `${home}${slug}/`),
  `${home}no-such-page/`,
]);

/** Every element with text of its own that the visitor cannot see (transparent or hidden). */
const hiddenText = (page: Page) =>
  page.evaluate(() => {
    const hidden: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      // A control that needs the scripts (the form's send button) is shown dimmed, as disabled.
      const skipped = 'script, style, noscript, [hidden], [aria-hidden="true"], :disabled';
      if (!ownText || element.closest(skipped)) continue;
      const style = getComputedStyle(element);
      // Visually hidden words for screen readers (a 1 px clipped box) are meant to be unseen.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.display === 'none') continue;
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      if (opacity < 0.99 || style.visibility !== 'visible')
        hidden.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`,
        );
    }
    return hidden;
  });

const failures = {
  blocked: (route: Route) => route.abort(),
  'failing when they run': (route: Route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("a broken bundle")' }),
};

describe.each(Object.entries(failures))('with the JavaScript files %s', (_, failScripts) => {
  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])(
    'every page is readable on %s within 3 s',
    async (_name, viewport) => {
      const context = await browser().newContext({ viewport });
      await context.route(/\.js(\?|$)/, failScripts);
      const page = await context.newPage();
      for (const pathname of pages) {
        await page.goto(url(pathname), { waitUntil: 'load' });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(3_000);
        expect([pathname, await hiddenText(page)]).toEqual([pathname, []]);
        expect(await page.locator('header').first().isVisible()).toBe(true);
      }
      await context.close();
    },
    120_000,
  );
});
