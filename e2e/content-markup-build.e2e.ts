/**
 * A locale text with markup stops the real build: a copy of the project, the chart's
 * series name given `<img src=x onerror=…>` in one language, `gatsby build` run there. The
 * content check every build starts with must refuse it, naming the file and the key, before any
 * page is written. (gatsby/content-check.test.ts tries the check itself; this proves the build
 * runs it.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { languageAt } from './support/browser';
import { copyProject } from './project-copy.cjs';

const ATTACK = '<img src=x onerror="window.__pwned=1">';

const collapse = (text: string) => text.replace(/\s+/g, ' ');

it('stops the build with the file and the key when a locale text holds markup', () => {
  const language = languageAt(1).code;
  const copy = copyProject('studio-markup-');
  try {
    const file = path.join(copy, 'content', 'locales', language, 'demo.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { demo: { chart: { series: string } } };
    data.demo.chart.series = `${data.demo.chart.series}${ATTACK}`;
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

    const build = spawnSync('npx', ['gatsby', 'build'], {
      cwd: copy,
      encoding: 'utf8',
      timeout: 240_000,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
    const output = collapse(`${build.stdout}\n${build.stderr}`);
    expect(build.status).not.toBe(0);
    expect(output).toContain(
      collapse(
        `content/locales/${language}/demo.json, key "demo.chart.series": holds markup ("<img src=x o")`,
      ),
    );
    expect(existsSync(path.join(copy, 'public', 'index.html'))).toBe(false);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}, 300_000);
