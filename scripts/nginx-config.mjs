#!/usr/bin/env node
/**
 * deploy/nginx.conf made ready to run: its words between @ signs filled in, and the files it includes put
 * beside it (deploy/mime.types, and the three the build writes into .cache/nginx/: the security
 * headers with this build's CSP, the editor's location with its own, and the not-found page of
 * each language).
 * `npm run serve:nginx` uses it for a local nginx; deploy/Dockerfile for the container:
 *
 *   node scripts/nginx-config.mjs --out DIR --listen 8080 --root /usr/share/nginx/html \
 *     --runtime-dir /tmp/nginx --access-log /dev/stdout
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TEMPLATE = path.join(PROJECT, 'deploy', 'nginx.conf');
const MIME_TYPES = path.join(PROJECT, 'deploy', 'mime.types');
/** Where the build writes the includes (NGINX_FOLDER in gatsby/nginx-files.ts). */
export const GENERATED_FOLDER = path.join(PROJECT, '.cache', 'nginx');
const GENERATED_FILES = ['security-headers.conf', 'not-found-pages.conf', 'admin-location.conf'];

/**
 * The template with each word between @ signs replaced by its value. A value is one nginx word (no space,
 * quote, semicolon or brace), so it cannot change the configuration around it.
 */
export function renderNginxConfig(template, values) {
  return template.replace(/@([A-Z_]+)@/g, (_, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: no value for @${name}@`);
    if (!/^[^\s;{}"'#]+$/.test(value)) {
      throw new Error(
        `deploy/nginx.conf: @${name}@ cannot be "${value}" (one word, no ; { } # or quotes)`,
      );
    }
    return value;
  });
}

/**
 * Writes nginx.conf and its includes into `folder`; returns the path of nginx.conf.
 * @param {{ folder: string, listen: string, root: string, runtimeDir: string, accessLog: string }} options
 */
export async function writeNginxConfig({ folder, listen, root, runtimeDir, accessLog }) {
  for (const name of GENERATED_FILES) {
    if (!existsSync(path.join(GENERATED_FOLDER, name))) {
      throw new Error(
        `${path.relative(PROJECT, path.join(GENERATED_FOLDER, name))} is missing: build the site first ` +
          '(`npm run build`, `npm run build:test` or `npm run build:production`).',
      );
    }
  }
  await mkdir(folder, { recursive: true });
  const config = path.join(folder, 'nginx.conf');
  const rendered = renderNginxConfig(await readFile(TEMPLATE, 'utf8'), {
    LISTEN: listen,
    ROOT: root,
    RUNTIME_DIR: runtimeDir,
    ACCESS_LOG: accessLog,
  });
  await writeFile(config, rendered);
  await copyFile(MIME_TYPES, path.join(folder, 'mime.types'));
  for (const name of GENERATED_FILES) {
    await copyFile(path.join(GENERATED_FOLDER, name), path.join(folder, name));
  }
  return config;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      listen: { type: 'string' },
      root: { type: 'string' },
      'runtime-dir': { type: 'string' },
      'access-log': { type: 'string' },
    },
  });
  const missing = ['out', 'listen', 'root', 'runtime-dir', 'access-log'].filter(
    (name) => !values[name],
  );
  if (missing.length > 0) {
    console.error(`nginx-config: missing ${missing.map((name) => `--${name}`).join(', ')}`);
    process.exit(1);
  }
  writeNginxConfig({
    folder: path.resolve(values.out),
    listen: values.listen,
    root: values.root,
    runtimeDir: values['runtime-dir'],
    accessLog: values['access-log'],
  }).then(
    (config) => console.log(`Wrote ${config} and its includes`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
