import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { createBrowserCache, SERVER_STYLES_ATTRIBUTE } from './browser-styles';

const Known = styled.p`
  color: rgb(1, 2, 3);
`;

const Unknown = styled.p`
  color: rgb(4, 5, 6);
`;

/** Emotion's name for a style, read from the class a render gives it. */
function nameOf(element: Element): string {
  const name = [...element.classList].find((className) => className.startsWith('css-'));
  if (!name) throw new Error('no Emotion class');
  return name.slice('css-'.length);
}

describe('createBrowserCache', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('takes the styles listed by the server sheet as inserted, and leaves that sheet in place', () => {
    // Learn the names the two components get, with a cache of their own.
    const probe = render(
      <CacheProvider value={createBrowserCache()}>
        <Known>known</Known>
        <Unknown>unknown</Unknown>
      </CacheProvider>,
    );
    const [known, unknown] = [...probe.container.querySelectorAll('p')].map(nameOf);
    probe.unmount();
    document.head.innerHTML = `<style id="global"></style><style ${SERVER_STYLES_ATTRIBUTE}="other ${known}">.css-${known}{color:rgb(1, 2, 3);}</style><meta name="after">`;
    const serverSheet = document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`);

    const cache = createBrowserCache();
    expect(cache.inserted[known as string]).toBe(true);
    expect(cache.inserted.other).toBe(true);
    expect(cache.inserted[unknown as string]).toBeUndefined();

    render(
      <CacheProvider value={cache}>
        <Known>known</Known>
        <Unknown>unknown</Unknown>
      </CacheProvider>,
    );
    // Only the style the server did not write is inserted, after the server's sheet.
    expect(cache.inserted[unknown as string]).toBe(true);
    expect(document.head.children[1]).toBe(serverSheet);
    expect(document.head.children[2]?.getAttribute('name')).toBe('after');
    const inserted = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(inserted).toHaveLength(1);
  });

  it('starts empty on a page without a server sheet', () => {
    expect(Object.keys(createBrowserCache().inserted)).toEqual([]);
  });
});
