import { render } from '@testing-library/react';
import { ArrowRight } from 'lucide';
import { Icon, SvgIcon } from './Icon';
import { globalCss } from '../theme/global-css';
import { theme } from '../theme/theme';
import { serverRenderer } from '../test-utils/render';

describe('SvgIcon', () => {
  it('draws a decorative lucide icon whose shared look comes from the global sheet', () => {
    const { container } = render(
      <>
        <style>{globalCss(theme)}</style>
        <SvgIcon icon={ArrowRight} className="spin" />
      </>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('lucide', 'spin');
    expect(svg.querySelectorAll('path')).toHaveLength(ArrowRight.length);
    const style = getComputedStyle(svg);
    expect([style.fill, style.stroke, style.strokeLinecap, style.strokeLinejoin]).toEqual([
      'none',
      'currentColor',
      'round',
      'round',
    ]);
  });

  it('draws content-named icons with the thinner stroke, in the browser and in the HTML', () => {
    const svg = render(<Icon name="brain" />).container.querySelector('svg');
    expect(svg).toHaveAttribute('stroke-width', '1.75');
    expect(svg?.children.length).toBeGreaterThan(0);
    // The server's HTML holds the drawing too: icons need no JavaScript.
    const html = serverRenderer().renderToString(<Icon name="brain" />);
    expect(html).toMatch(/^<svg [^>]+>(<([a-z]+) [^>]+><\/\2>)+<\/svg>$/);
    expect(html.match(/<\/(?!svg)[a-z]+>/g)).toHaveLength(svg!.children.length);
  });

  it('puts every drawing in the server render, whatever the icon', () => {
    const html = serverRenderer().renderToString(<SvgIcon icon={ArrowRight} />);
    expect(html.match(/<\/(?!svg)[a-z]+>/g)).toHaveLength(ArrowRight.length);
  });
});
