import { render } from '@testing-library/react';
import { Flag } from './Flag';
import { FLAGS } from './flags';
import { LANGUAGES } from '../lib/page-shape';

const FLAG_CODES = Object.keys(FLAGS);

describe('Flag', () => {
  it.each(FLAG_CODES)('draws the %s flag as a decorative 3:2 SVG', (code) => {
    const { container } = render(<Flag code={code} className="flag" />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 60 40');
    expect(svg).toHaveClass('flag');
    expect(svg?.childElementCount).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.map((language) => [language.code, language.flag]))(
    'has a drawing for the flag of every language in page-shape.json (%s: %s)',
    (_code, flag) => {
      expect(render(<Flag code={flag} />).container.querySelector('svg')).not.toBeNull();
    },
  );

  it('draws each flag differently', () => {
    const drawings = FLAG_CODES.map(
      (code) => render(<Flag code={code} />).container.querySelector('svg')?.innerHTML,
    );
    expect(new Set(drawings).size).toBe(FLAG_CODES.length);
  });

  it('draws nothing for a flag it does not know', () => {
    const { container } = render(<Flag code="xx" />);
    expect(container).toBeEmptyDOMElement();
  });
});
