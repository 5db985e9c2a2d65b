import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { INTERFACE_ICONS, SvgIcon } from './Icon';
import { VOCABULARIES } from '../../gatsby/content-model';
import { globalCss } from '../theme/global-css';
import { theme } from '../theme/theme';
import { serverRenderer } from '../test-utils/render';

const SPRITE = readFileSync('static/icons.svg', 'utf8');
const SYMBOLS = [...SPRITE.matchAll(/<symbol id="(\w+)"/g)].map(([, id]) => id);

describe('SvgIcon', () => {
  it('draws a decorative icon of the sprite whose shared look comes from the global sheet', () => {
    const { container } = render(
      <>
        <style>{globalCss(theme)}</style>
        <SvgIcon name="arrowRight" className="spin" />
      </>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('lucide', 'spin');
    expect(svg.querySelector('use')).toHaveAttribute('href', '/icons.svg#arrowRight');
    const style = getComputedStyle(svg);
    expect([style.fill, style.stroke, style.strokeLinecap, style.strokeLinejoin]).toEqual([
      'none',
      'currentColor',
      'round',
      'round',
    ]);
  });

  it('names the drawing in the server HTML: icons need no JavaScript', () => {
    expect(serverRenderer().renderToString(<SvgIcon name="brain" />)).toMatch(
      /^<svg [^>]+><use href="\/icons.svg#brain"><\/use><\/svg>$/,
    );
  });

  it('finds every icon the interface and content may name in the sprite, and only those', () => {
    const named = [
      ...VOCABULARIES.IconName.values,
      ...VOCABULARIES.KpiIconName.values,
      ...INTERFACE_ICONS,
    ];
    expect([...new Set(named)].sort()).toEqual(SYMBOLS);
  });

  it('keeps the drawing to the symbol, so the page sets size, stroke and colour (flags aside)', () => {
    for (const [, body] of SPRITE.matchAll(/<symbol id="\w+" [^>]+>(.*?)<\/symbol>/g)) {
      expect(body).not.toMatch(/stroke|fill|class=/);
    }
  });
});
