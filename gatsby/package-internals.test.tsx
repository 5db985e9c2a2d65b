// What the code relies on in other packages that their documentation does not promise
// (docs/architecture.md, "Reliances on other packages"), read from the installed packages: each
// check fails after an upgrade that changes it, and names the code to review.
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { ANALYTICS_VARIABLES } from '../src/lib/analytics-config';
import { EMAILJS_VARIABLES } from '../src/lib/emailjs-config';
import { createStyleCache } from '../src/theme/style-cache';
import { analyticsBuildEnv, unsetAnalyticsDefinitions } from './analytics-env';
import { sha256Source } from './csp';
import { emailJsBuildEnv } from './emailjs-env';
import { isWebpackOutput } from './public-files';
import { COMPILE_HINT_BANNER } from './webpack-config';

const ROOT = path.join(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.resolve(ROOT, file), 'utf8');
const packageDir = (name: string) => path.join(ROOT, 'node_modules', name);
const gatsbyFile = (file: string) => read(path.join(packageDir('gatsby'), file));
// The webpack, terser plugin and dotenv that Gatsby's build runs.
const fromGatsby = createRequire(path.join(packageDir('gatsby'), 'package.json'));

describe('Gatsby', () => {
  type Env = Record<string, string>;
  const fail = (message: string) => {
    throw new Error(message);
  };
  // Gatsby's own processEnv, cut from its webpack config and run on our folder and environment:
  // the `process.env.*` definitions Gatsby gives the browser bundle.
  function gatsbyDefinitions(cwd: string, env: Env): Env {
    const source = gatsbyFile('dist/utils/webpack.config.js');
    const start = source.indexOf('function processEnv(');
    if (start < 0) fail("Gatsby's webpack config has no processEnv: review emailjs-env.ts");
    let end = source.indexOf('{', start);
    for (let depth = 0; end < source.length; end += 1) {
      depth += source[end] === '{' ? 1 : source[end] === '}' ? -1 : 0;
      if (depth === 0) break;
    }
    const context = {
      ...{ process: { cwd: () => cwd, env }, path, fs, dotenv: fromGatsby('dotenv') },
      ...{ reporter: { error: fail }, debug: () => undefined },
    };
    const processEnv = vm.runInNewContext(`(${source.slice(start, end + 1)})`, context);
    return JSON.parse(JSON.stringify(processEnv('build-javascript', 'development')));
  }

  it('reads the .env file that emailjs-env.ts reads, and leaves an unset variable undefined', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-env-'));
    try {
      const file = 'GATSBY_EMAILJS_PUBLIC_KEY=from-file\nGATSBY_EMAILJS_ORIGIN=http://file.test\n';
      fs.writeFileSync(path.join(dir, '.env.production'), file);
      fs.writeFileSync(path.join(dir, '.env.staging'), 'GATSBY_EMAILJS_SERVICE_ID=staging\n');
      const environments: Env[] = [
        { NODE_ENV: 'production', GATSBY_EMAILJS_ORIGIN: 'http://env.test' },
        { NODE_ENV: 'production', GATSBY_ACTIVE_ENV: 'staging', GATSBY_RECAPTCHA_SITE_KEY: 'k' },
      ];
      for (const env of environments) {
        const gatsby = gatsbyDefinitions(dir, env);
        const ours = emailJsBuildEnv(dir, env);
        for (const name of EMAILJS_VARIABLES) {
          const value = ours[name] === undefined ? undefined : JSON.stringify(ours[name]);
          expect([name, gatsby[`process.env.${name}`]]).toEqual([name, value]);
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves an unset counting variable as `({}).X`, which analytics-env.ts defines as ""', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-env-'));
    try {
      fs.writeFileSync(path.join(dir, '.env.production'), 'GATSBY_ANALYTICS_DOMAIN=s.it\n');
      const env = { NODE_ENV: 'production' };
      const gatsby = gatsbyDefinitions(dir, env);
      const ours = unsetAnalyticsDefinitions(analyticsBuildEnv(dir, env));
      // No minifier reads `({}).X` as empty: without our "" the counting code would ship, dead.
      expect(gatsby['process.env']).toBe('({})');
      for (const name of ANALYTICS_VARIABLES) {
        const definedBy = [gatsby, ours].filter((set) => `process.env.${name}` in set).length;
        expect([name, definedBy]).toEqual([name, 1]);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names its scripts <name>-<20 hex digits>.js (isWebpackOutput, nginx.conf)', () => {
    const config = gatsbyFile('dist/utils/webpack.config.js');
    expect(config).toContain('filename: `[name]-[contenthash].js`');
    expect(config).toContain('chunkFilename: `[name]-[contenthash].js`');
    expect(config).not.toMatch(/hashDigest|hashFunction|futureDefaults/);
    const webpack = fromGatsby('webpack');
    const options = webpack.config.getNormalizedWebpackOptions({ mode: 'production' });
    webpack.config.applyWebpackOptionsDefaults(options);
    const { hashDigest, hashDigestLength } = options.output;
    expect([hashDigest, hashDigestLength]).toEqual(['hex', 20]);
    const script = `app-${'0123456789abcdef'.repeat(2).slice(0, hashDigestLength)}.js`;
    expect(isWebpackOutput(script)).toBe(true);
    const nginx = /"~(\^\/\[\^\/\]\+-[^"]+)"\s+"public, max-age=31536000, immutable"/;
    expect(new RegExp(nginx.exec(read('deploy/nginx.conf'))?.[1] ?? '$^').test(`/${script}`)).toBe(
      true,
    );
  });

  it('names its first-load chunks as the compile hint and the size check expect', () => {
    const config = gatsbyFile('dist/utils/webpack.config.js');
    for (const name of ['framework', 'commons', 'webpack-runtime'])
      expect(config).toContain(`name: \`${name}\``);
    expect(config).toContain('app: directoryPath(`.cache/production-app`)');
    expect(gatsbyFile('dist/utils/js-chunk-names.js')).toMatch(
      /kind = `component`[\s\S]*`\$\{kind\}---\$\{name\}`/,
    );
    for (const chunk of ['webpack-runtime', 'framework', 'app', 'commons', 'component---src-x-tsx'])
      expect(COMPILE_HINT_BANNER.test.test(`${chunk}-0123456789abcdef0123.js`)).toBe(true);
  });
});

it("webpack's minifier runs at stage 400, just before the compile hint's 401", () => {
  const { Compilation } = fromGatsby('webpack');
  expect(COMPILE_HINT_BANNER.stage).toBe(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1);
  // Gatsby's minifier is terser-webpack-plugin (plugins.minifyJs), at that stage.
  expect(gatsbyFile('dist/utils/webpack-utils.js')).toMatch(
    /plugins\.minifyJs = [^;]*new _terserWebpackPlugin\.default\(/,
  );
  expect(read(fromGatsby.resolve('terser-webpack-plugin'))).toContain(
    'stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE',
  );
});

it('Emotion fills its <style> elements through the CSSOM: they stay empty, one hash allows them', () => {
  const cache = createStyleCache();
  expect(cache.sheet.isSpeedy).toBe(true); // as in a production bundle
  const Box = styled.div`
    color: rebeccapurple;
  `;
  render(
    <CacheProvider value={cache}>
      <Box />
    </CacheProvider>,
  );
  const styles = [...document.head.querySelectorAll('style')];
  expect(styles.map((style) => style.textContent)).toEqual(styles.map(() => ''));
  const rules = styles.flatMap((style) => [...(style.sheet?.cssRules ?? [])]);
  expect(rules.map((rule) => rule.cssText).join()).toContain('rebeccapurple');
  // deploy-files.ts allows them by the hash of the empty text.
  expect(read('gatsby/deploy-files.ts')).toContain("sha256Source('')");
});

it('ApexCharts adds two <style> elements, with the texts deploy-files.ts hashes', () => {
  const apexcharts = packageDir('apexcharts');
  // The file webpack bundles (package.json "module").
  const { module: bundled } = JSON.parse(read(path.join(apexcharts, 'package.json')));
  const code = read(path.join(apexcharts, bundled));
  expect(code.match(/createElement\("style"\)/g)).toHaveLength(2);
  const literal = String.raw`("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')`;
  const text = (pattern: string) =>
    vm.runInNewContext(new RegExp(pattern + literal).exec(code)?.[1] ?? 'undefined');
  // Its stylesheet's: deploy-files.ts hashes dist/apexcharts.css.
  expect(sha256Source(text(String.raw`\.id="apexcharts-css",\w+\.textContent=`))).toBe(
    sha256Source(read(path.join(apexcharts, 'dist/apexcharts.css'))),
  );
  // The legend's, built by getLegendStyles: its hash is written out in deploy-files.ts.
  expect(read('gatsby/deploy-files.ts')).toContain(
    sha256Source(text(String.raw`getLegendStyles[\s\S]{0,600}?createTextNode\(`)),
  );
});

it('Sveltia CMS saves through temporary files named .sveltia-tmp-*, which the build ignores', () => {
  const bundle = read(path.join(packageDir('@sveltia/cms'), 'dist/sveltia-cms.js'));
  expect(bundle.includes('.sveltia-tmp-')).toBe(true);
  expect(read('gatsby-config.ts')).toContain("'**/.sveltia-tmp-*'");
});
