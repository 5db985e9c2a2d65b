/**
 * A word the build cannot show right stops the real build: a copy of the project, the demo's
 * "updated {{time}}" given an unknown placeholder in one language, `gatsby build` run there. The
 * content check every build starts with must refuse it, naming the file and the key, before any
 * page is written. (gatsby/content-rules.test.ts tries the rules themselves; this proves the build
 * runs them. Markup in words is text and shows as typed: e2e/chart-escaping.e2e.ts.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { placeholderNames, wordRules } from '../gatsby/content-rules';
import { languageAt } from './support/browser';
import { copyProject } from './project-copy.cjs';

const collapse = (text: string) => text.replace(/\s+/g, ' ');

it('stops the build with the file and the key when a word has an unknown placeholder', () => {
  const language = languageAt(1).code;
  const copy = copyProject('studio-placeholder-');
  try {
    const file = path.join(copy, 'content', 'locales', language, 'demo.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { demo: { updated: string } };
    const [placeholder] = placeholderNames(data.demo.updated);
    data.demo.updated = data.demo.updated.replace(`{{${placeholder}}}`, '{{unknown}}');
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

    const build = spawnSync('npx', ['gatsby', 'build'], {
      cwd: copy,
      encoding: 'utf8',
      timeout: 240_000,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
    const output = collapse(`${build.stdout}\n${build.stderr}`);
    const italian = JSON.parse(
      readFileSync(path.join(copy, 'content', 'locales', 'it', 'demo.json'), 'utf8'),
    ) as { demo: { updated: string } };
    const [rule] = wordRules(italian.demo.updated);
    expect(build.status).not.toBe(0);
    expect(output).toContain(
      collapse(`content/locales/${language}/demo.json, key "demo.updated": ${rule!.message.en}`),
    );
    expect(existsSync(path.join(copy, 'public', 'index.html'))).toBe(false);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}, 300_000);
