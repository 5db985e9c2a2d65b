import fs from 'node:fs';
import path from 'node:path';
import { faviconSvg } from './brand-mark.cjs';
import { brand } from '../src/theme/brand';

describe('the logo mark', () => {
  it('is what static/favicon.svg holds: run `node scripts/generate-brand-images.mjs` after changing src/theme/brand-tokens.json', () => {
    const favicon = fs.readFileSync(path.join(__dirname, '..', 'static', 'favicon.svg'), 'utf8');
    expect(favicon).toBe(faviconSvg(brand));
  });

  it('draws its gradient from the brand colours', () => {
    const svg = faviconSvg(brand);
    expect(svg).toContain(`stop-color="${brand.primary}"`);
    expect(svg).toContain(`stop-color="${brand.accent}"`);
    expect(svg).toContain(`d="${brand.mark.path}"`);
  });
});
