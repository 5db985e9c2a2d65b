/**
 * The logo mark as SVG, drawn from src/theme/brand-tokens.json: static/favicon.svg is exactly this (written
 * by scripts/generate-brand-images.mjs, checked by scripts/brand-mark.test.ts). CommonJS so that
 * both the Node script and Jest load it.
 */

/** The mark alone, in its own coordinates: gradient square and stroked path. */
function markShapes(brand, gradientId) {
  const { size, radius, path, strokeWidth } = brand.mark;
  return [
    `<defs>`,
    `  <linearGradient id="${gradientId}" x1="0" y1="0" x2="${size}" y2="${size}" gradientUnits="userSpaceOnUse">`,
    `    <stop stop-color="${brand.primary}"/>`,
    `    <stop offset="1" stop-color="${brand.accent}"/>`,
    `  </linearGradient>`,
    `</defs>`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="url(#${gradientId})"/>`,
    `<path d="${path}" stroke="${brand.onBrand}" stroke-width="${strokeWidth}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ];
}

/** static/favicon.svg: the mark as a standalone SVG file. */
function faviconSvg(brand) {
  const { size } = brand.mark;
  const body = markShapes(brand, 'g').map((line) => `  ${line}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">`,
    ...body,
    `</svg>`,
    '',
  ].join('\n');
}

module.exports = { markShapes, faviconSvg };
