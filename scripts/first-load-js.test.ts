import { scriptsAfterFirstPaint } from '../gatsby/scripts-after-paint';
import {
  chunkGroupScripts,
  firstLoadScripts,
  lazyOnlyViolations,
  scriptsInHtml,
} from './first-load-js.cjs';

const stats = {
  namedChunkGroups: {
    app: {
      assets: [
        { name: 'webpack-runtime-1.js', size: 1 },
        { name: 'framework-2.js', size: 1 },
        { name: 'styles.css', size: 1 },
        { name: 'app-3.js', size: 1 },
      ],
    },
    'component---src-pages-index-tsx': {
      assets: [{ name: 'commons-4.js' }, { name: 'component---src-pages-index-tsx-5.js' }],
    },
    'deferred-revenue-chart': { assets: [{ name: 'deferred-revenue-chart-6.js' }] },
  },
};

const html = `<html><head><link rel="preload" as="script" href="/commons-4.js">
<link rel="preload" as="font" href="/static/inter.woff2"></head>
<body><script>inline()</script><script src="/app-3.js" async></script></body></html>`;

describe('first-load JavaScript', () => {
  it('reads scripts and script preloads from the HTML, not fonts or inline scripts', () => {
    expect(scriptsInHtml(html)).toEqual(['commons-4.js', 'app-3.js']);
  });

  it('reads the bundles the inline loader adds after the first paint, as the build writes it', () => {
    const page = `<body><p>x</p>${'<'}script>${scriptsAfterFirstPaint(['/webpack-runtime-1.js', '/app-3.js'])}</script></body>`;
    expect(scriptsInHtml(page)).toEqual(['webpack-runtime-1.js', 'app-3.js']);
  });

  it('flags the code of a deferred section or the footer in the first load, and not other components', () => {
    expect(
      lazyOnlyViolations({
        'commons-4.js': [
          'webpack://site/./src/components/NavBar.tsx',
          'webpack://site/./src/sections/Contact.tsx',
          'webpack://site/./src/sections/Contact.before-code.ts',
          'webpack://site/./src/sections/section-code.ts',
          'webpack://site/./src/components/Footer.tsx',
        ],
        'component---src-pages-index-tsx-5.js': ['webpack://site/./src/sections/Testimonials.tsx'],
      }),
    ).toEqual([
      {
        file: 'commons-4.js',
        library: 'a deferred section',
        source: 'webpack://site/./src/sections/Contact.tsx',
      },
      {
        file: 'commons-4.js',
        library: 'the footer',
        source: 'webpack://site/./src/components/Footer.tsx',
      },
      {
        file: 'component---src-pages-index-tsx-5.js',
        library: 'a deferred section',
        source: 'webpack://site/./src/sections/Testimonials.tsx',
      },
    ]);
  });

  it('lists the JavaScript of a chunk group and refuses an unknown one', () => {
    expect(chunkGroupScripts(stats, 'app')).toEqual([
      'webpack-runtime-1.js',
      'framework-2.js',
      'app-3.js',
    ]);
    expect(() => chunkGroupScripts(stats, 'nope')).toThrow('no chunk group "nope"');
  });

  it('joins the HTML, the runtime and the page group, without the lazy chunks', () => {
    const files = firstLoadScripts({
      html,
      stats,
      componentChunkName: 'component---src-pages-index-tsx',
    });
    expect(files).toEqual([
      'app-3.js',
      'commons-4.js',
      'component---src-pages-index-tsx-5.js',
      'framework-2.js',
      'webpack-runtime-1.js',
    ]);
  });

  it('finds ApexCharts and EmailJS sources in first-load files', () => {
    expect(
      lazyOnlyViolations({
        'app-3.js': ['webpack://site/./node_modules/react/index.js'],
        'commons-4.js': ['webpack://site/./node_modules/apexcharts/dist/apexcharts.common.js'],
        'page-5.js': ['webpack://site/./node_modules/@emailjs/browser/es/index.js'],
      }),
    ).toEqual([
      {
        file: 'commons-4.js',
        library: 'ApexCharts',
        source: 'webpack://site/./node_modules/apexcharts/dist/apexcharts.common.js',
      },
      {
        file: 'page-5.js',
        library: 'EmailJS',
        source: 'webpack://site/./node_modules/@emailjs/browser/es/index.js',
      },
    ]);
  });
});
