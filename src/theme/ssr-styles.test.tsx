/** @jest-environment node */
import { CacheProvider, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { SERVER_STYLES_ATTRIBUTE } from './browser-styles';
import { createPageStyles, pageStyleElement } from './ssr-styles';
import type { PageStyles } from './ssr-styles';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Title = styled.h1`
  color: rgb(10, 20, 30);
`;

const Item = styled.li`
  margin: 3px;
  display: flex;
  transition: opacity 0.2s;
`;

const Reveal = styled.div`
  animation: ${fadeIn} 0.4s ease-out;
`;

function Page() {
  return (
    <>
      <Title>Nodo Studio</Title>
      <Reveal>
        <ul>
          <Item>One</Item>
          <Item>Two</Item>
        </ul>
      </Reveal>
    </>
  );
}

function renderPage(): { html: string; styles: PageStyles } {
  const styles = createPageStyles();
  const html = renderToString(
    <CacheProvider value={styles.cache}>
      <Page />
    </CacheProvider>,
  );
  return { html, styles };
}

/** The sheet pageStyleElement writes, read back from its markup. */
function sheet(styles: PageStyles): { names: string[]; css: string } {
  const markup = renderToStaticMarkup(pageStyleElement(styles));
  const match = new RegExp(`^<style ${SERVER_STYLES_ATTRIBUTE}="([^"]*)">([^<]*)</style>$`).exec(
    markup,
  );
  if (!match) throw new Error(`not one <style> element: ${markup}`);
  return { names: (match[1] ?? '').split(' '), css: match[2] ?? '' };
}

/** The class names the HTML uses that come from Emotion, without their "css-" prefix. */
const emotionClasses = (html: string) =>
  [...new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names = '']) => names.split(' ')))]
    .filter((name) => name.startsWith('css-'))
    .map((name) => name.slice('css-'.length));

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('createPageStyles and pageStyleElement', () => {
  it('keeps every style out of the rendered HTML', () => {
    const { html } = renderPage();
    expect(html).not.toContain('<style');
    expect(emotionClasses(html)).toHaveLength(3);
  });

  it('writes one sheet naming every class the HTML uses, first use first', () => {
    const { html, styles } = renderPage();
    const { names } = sheet(styles);
    const classes = emotionClasses(html);
    expect(names.filter((name) => classes.includes(name))).toEqual(classes);
    expect(names).toEqual(styles.names);
  });

  it('holds the rules of each class once, and the keyframes they use', () => {
    const { html, styles } = renderPage();
    const { names, css } = sheet(styles);
    for (const name of emotionClasses(html)) expect(occurrences(css, `.css-${name}{`)).toBe(1);
    expect(css).toContain('color:rgb(10, 20, 30);');
    expect(occurrences(css, 'margin:3px;')).toBe(1);
    const animation = names.find((name) => name.startsWith('animation-'));
    expect(animation).toBeDefined();
    expect(css).toContain(`@keyframes ${animation}{`);
    expect(css).toContain(`animation:${animation} 0.4s ease-out;`);
  });

  it('adds no vendor prefixes (the browsers served need none)', () => {
    const { css } = sheet(renderPage().styles);
    expect(css).toContain('display:flex;transition:opacity 0.2s;');
    expect(css).not.toMatch(/-(webkit|ms|moz)-/);
  });

  it('keeps the pages apart: each render collects its own styles', () => {
    const first = renderPage();
    const second = renderPage();
    expect(second.styles.names).toEqual(first.styles.names);
    expect(sheet(second.styles).css).toBe(sheet(first.styles).css);
    expect(second.styles.cache).not.toBe(first.styles.cache);
  });

  it('writes an empty sheet for a page without styles', () => {
    const styles = createPageStyles();
    renderToString(
      <CacheProvider value={styles.cache}>
        <p>plain</p>
      </CacheProvider>,
    );
    expect(sheet(styles)).toEqual({ names: [''], css: '' });
  });
});
