import { render } from '@testing-library/react';
import { Flag } from './Flag';
import { FLAGS } from './flags';
import { LANGUAGES } from '../lib/page-shape';

describe('Flag', () => {
  it('draws every language’s flag, each differently, as a decorative SVG', () => {
    const drawings = LANGUAGES.map((language) => {
      const svg = render(<Flag code={language.flag} />).container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      return svg?.innerHTML;
    });
    expect(new Set(drawings).size).toBe(Object.keys(FLAGS).length);
  });

  it('draws nothing for a flag it does not know', () => {
    expect(render(<Flag code="xx" />).container).toBeEmptyDOMElement();
  });
});
