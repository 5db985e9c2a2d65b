import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { Flag } from './Flag';
import { LANGUAGES } from '../lib/page-shape';

const SPRITE = readFileSync('static/icons.svg', 'utf8');

describe('Flag', () => {
  it('draws every language’s flag from the sprite, each its own, as a decorative SVG', () => {
    const drawings = LANGUAGES.map(({ flag }) => {
      const svg = render(<Flag code={flag} />).container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(SPRITE).toContain(`<symbol id="flag-${flag}" viewBox="0 0 60 40">`);
      return svg?.querySelector('use')?.getAttribute('href');
    });
    expect(drawings).toEqual(LANGUAGES.map(({ flag }) => `/icons.svg#flag-${flag}`));
    expect(new Set(drawings).size).toBe(LANGUAGES.length);
  });
});
