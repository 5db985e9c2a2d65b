#!/usr/bin/env node
/**
 * Writes the studio's brand images, from the brand colours and mark in src/theme/brand-tokens.json:
 *   static/favicon.svg   the logo mark (the mark of src/components/Logo.tsx)
 *   static/og-image.png  the 1200×630 share image (Open Graph, Twitter, JSON-LD)
 *   static/favicon.ico   a 32×32 PNG-in-ICO for browsers and tools that ask for /favicon.ico
 * The studio's name comes from content/site.yaml. Run it again after changing either:
 * `node scripts/generate-brand-images.mjs`, then commit the images. Text is drawn with the
 * machine's fonts (Liberation/DejaVu Sans here).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load as loadYaml } from 'js-yaml';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const { faviconSvg, markShapes } = require('./brand-mark.cjs');
const brand = require('../src/theme/brand-tokens.json');

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const STATIC = path.join(root, 'static');
const WIDTH = 1200;
const HEIGHT = 630;
/** Words that read the same in Italian, English and French: one image serves every language. */
const TAGLINE = 'Web apps · Business intelligence · Dashboards';
/** The demo's revenue trend (content/revenue.yaml), drawn as a faint chart behind the text. */
const revenue = loadYaml(readFileSync(path.join(root, 'content', 'revenue.yaml'), 'utf8'));
const site = loadYaml(readFileSync(path.join(root, 'content', 'site.yaml'), 'utf8'));

const escapeXml = (text) =>
  String(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c],
  );

function chartPath() {
  const values = revenue.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const left = 640;
  const right = 1140;
  const top = 330;
  const bottom = 560;
  const points = values.map((value, index) => [
    left + ((right - left) * index) / (values.length - 1),
    bottom - ((bottom - top) * (value - min)) / (max - min || 1),
  ]);
  const line = points
    .map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`)
    .join(' ');
  const area = `${line} L${right} ${bottom + 40} L${left} ${bottom + 40} Z`;
  const dots = points
    .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="#fff"/>`)
    .join('');
  return { line, area, dots };
}

function shareImageSvg() {
  const { line, area, dots } = chartPath();
  const font = "'Plus Jakarta Sans', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="${WIDTH}" y2="${HEIGHT}" gradientUnits="userSpaceOnUse">
      <stop stop-color="${brand.deep}"/>
      <stop offset="0.45" stop-color="${brand.primary}"/>
      <stop offset="1" stop-color="${brand.accent}"/>
    </linearGradient>
    <linearGradient id="fade" x1="0" y1="330" x2="0" y2="600" gradientUnits="userSpaceOnUse">
      <stop stop-color="#fff" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="260" fill="#fff" opacity="0.06"/>
  <circle cx="140" cy="640" r="220" fill="#fff" opacity="0.05"/>
  <path d="${area}" fill="url(#fade)"/>
  <path d="${line}" stroke="#fff" stroke-opacity="0.85" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <g opacity="0.9">${dots}</g>
  <g transform="translate(80 84) scale(3.5)">
    <rect x="-2" y="-2" width="${brand.mark.size + 4}" height="${brand.mark.size + 4}" rx="${brand.mark.radius + 1.5}" fill="${brand.onBrand}"/>
    ${markShapes(brand, 'mark').join('\n    ')}
  </g>
  <text x="80" y="300" font-family="${font}" font-size="92" font-weight="800" fill="#fff" letter-spacing="-2">${escapeXml(site.name)}</text>
  <text x="82" y="368" font-family="${font}" font-size="34" font-weight="600" fill="#e0e7ff">${escapeXml(TAGLINE)}</text>
  <rect x="82" y="412" width="120" height="8" rx="4" fill="#22d3ee"/>
</svg>`;
}

/** An ICO file holding one PNG image (supported by every browser since Windows Vista's format). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12);
  return Buffer.concat([header, entry, png]);
}

const og = await sharp(Buffer.from(shareImageSvg()))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toBuffer();
writeFileSync(path.join(STATIC, 'og-image.png'), og);

const favicon = faviconSvg(brand);
writeFileSync(path.join(STATIC, 'favicon.svg'), favicon);
const favicon32 = await sharp(Buffer.from(favicon), { density: 72 * 4 })
  .resize(32, 32)
  .png({ compressionLevel: 9 })
  .toBuffer();
writeFileSync(path.join(STATIC, 'favicon.ico'), icoFromPng(favicon32, 32));

const meta = await sharp(og).metadata();
console.log(
  `static/favicon.svg, static/og-image.png ${meta.width}×${meta.height} (${og.length} bytes), static/favicon.ico (32×32)`,
);
