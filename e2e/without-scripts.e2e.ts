/**
 * What a visitor reads when the page's JavaScript files never arrive (blocked by a proxy or an
 * extension, a network that drops after the HTML) or fail when they run: every page, phone and
 * desktop, must show its navigation bar and every section within 3 s of loading. With scripts,
 * the reveals are checked by e2e/visitor.e2e.ts.
 */
import type { Page, Route } from 'playwright-core';
import { DESKTOP, LANGUAGES, PHONE, sharedBrowser, url } from './support/browser';
import { facts, legalPages } from './support/content';

const browser = sharedBrowser();

const PROJECTS = facts<{ id: string }[]>('projects.yaml');

const pages = LANGUAGES.flatMap(({ code, home }) => [
  home,
  ...legalPages(code).map(({ slug }) => `${home}${slug}/`),
  `${home}work/`,
  ...PROJECTS.map(({ id }) => `${home}work/${id}/`),
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

/** Every page, or the home pages only (the bundles fail the same way on each). */
const failures = [
  ['blocked', pages, (route: Route) => route.abort()],
  [
    'failing when they run',
    LANGUAGES.map(({ home }) => home),
    (route: Route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("a broken bundle")' }),
  ],
] as const;

describe.each(failures)('with the JavaScript files %s', (_, pathnames, failScripts) => {
  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])(
    'every page is readable on %s within 3 s',
    async (_name, viewport) => {
      const context = await browser().newContext({ viewport });
      await context.route(/\.js(\?|$)/, failScripts);
      const page = await context.newPage();
      for (const pathname of pathnames) {
        await page.goto(url(pathname), { waitUntil: 'load' });
        const loaded = Date.now();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        // Readable by 3 s after the load event: polled until then, reported as it stands then.
        while ((await hiddenText(page)).length > 0 && Date.now() - loaded < 3_000)
          await page.waitForTimeout(100);
        expect([pathname, await hiddenText(page)]).toEqual([pathname, []]);
        expect([pathname, await page.locator('header').first().isVisible()]).toEqual([
          pathname,
          true,
        ]);
      }
      await context.close();
    },
    120_000,
  );
});
