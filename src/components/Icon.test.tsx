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

  it('draws content-named icons with the thinner stroke, in the browser only', () => {
    const svg = render(<Icon name="brain" />).container.querySelector('svg');
    expect(svg).toHaveAttribute('stroke-width', '1.75');
    expect(svg?.children.length).toBeGreaterThan(0);
    // The server's HTML keeps the empty box, and so does hydration's first render.
    expect(serverRenderer().renderToString(<Icon name="brain" />)).toMatch(/^<svg [^>]+><\/svg>$/);
  });
});
