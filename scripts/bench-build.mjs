#!/usr/bin/env node
// `npm run bench:build [-- --projects=30] [--pictures=3] [--keep]`: in a copy of the project with
// that many projects, times a clean build, then, one word changed, a build over its .cache and
// public/ as a host's build cache keeps them. It reports, never gates (exit 1: a build failed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dump, load } from 'js-yaml';
import sharp from 'sharp';
import { ROOT, copyProject } from '../e2e/project-copy.cjs';
import { LANGUAGES, PAGE_SHAPE } from './page-shape.mjs';

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '30' },
    pictures: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
  },
});
const PROJECTS = Number(values.projects);
const PICTURES = Number(values.pictures);
if (![PROJECTS, PICTURES].every((count) => Number.isInteger(count) && count >= 1)) {
  console.error('--projects and --pictures should be whole numbers from 1 up');
  process.exit(2);
}
const FEATURED = 3; // as the shipped content has it

const readYaml = (file) => load(fs.readFileSync(file, 'utf8')) ?? [];
const writeYaml = (file, data) => fs.writeFileSync(file, dump(data, { lineWidth: -1 }));
const filesUnder = (folder) => fs.readdirSync(folder, { recursive: true });

const CODES = LANGUAGES.map(({ code }) => code);
/** An entry's words, `{ it, en, fr }`: one text per language. */
const isWords = (value) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).sort().join() === [...CODES].sort().join();
/** A copy of `entry` with " (number)" after its words in every language, nested ones too. */
function numbered(entry, number) {
  if (isWords(entry))
    return Object.fromEntries(
      Object.entries(entry).map(([code, text]) => [code, `${text} (${number})`]),
    );
  if (Array.isArray(entry)) return entry.map((item) => numbered(item, number));
  if (typeof entry !== 'object' || entry === null) return entry;
  return Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [key, numbered(value, number)]),
  );
}

// The shipped projects, their words and pictures are the models; every copy is numbered. A
// project holds its more pictures (with their descriptions) and its client's quote.
async function makeProjects(content) {
  const projectsFile = path.join(content, 'projects.yaml');
  const shipped = readYaml(projectsFile);
  const [quote] = shipped.flatMap((project) => (project.quote ? [project.quote] : []));
  const entries = Array.from({ length: PROJECTS }, (_, index) => {
    const model = { ...shipped[index % shipped.length] };
    const modelPictures = model.pictures ?? [];
    delete model.pictures;
    delete model.quote;
    const number = index + 1;
    const id = `project-${String(number).padStart(2, '0')}`;
    const alts = [model.alt, ...modelPictures.map(({ alt }) => alt)];
    const pictures = Array.from({ length: PICTURES - 1 }, (_, n) => ({
      picture: `/images/${id}-${n + 2}.jpg`,
      alt: alts[(n + 1) % alts.length],
    }));
    const entry = { ...model, id, picture: `/images/${id}.jpg`, featured: index < FEATURED };
    if (pictures.length > 0) entry.pictures = pictures;
    // The shipped quote, on the first project only (as many quotes as the shipped content).
    if (index === 0 && quote) entry.quote = quote;
    return numbered(entry, number);
  });
  writeYaml(projectsFile, entries);

  const models = shipped.flatMap((project) => [
    project.picture,
    ...(project.pictures ?? []).map(({ picture }) => picture),
  ]);
  const modelFiles = models.map((picture) => path.join(content, picture));
  const sources = modelFiles.map((file) => fs.readFileSync(file));
  for (const file of modelFiles) fs.rmSync(file);
  const targets = entries.flatMap((entry) => [
    entry.picture,
    ...(entry.pictures ?? []).map(({ picture }) => picture),
  ]);
  for (const [k, file] of targets.entries()) {
    // Distinct files (each the k-th tint of a shipped picture), so that the build encodes every one.
    const picture = sharp(sources[k % sources.length]).resize(1200, 750, { fit: 'cover' });
    const tinted = picture.modulate({ hue: (k * 47) % 360 }).jpeg({ quality: 85 });
    await tinted.toFile(path.join(content, file));
  }
  return { edited: entries.at(-1).id, pictures: targets.length };
}

function timedBuild(label) {
  const log = path.join(site, `${label}-build.log`);
  const fd = fs.openSync(log, 'w');
  const start = performance.now();
  // The test build: the contact form sends to the local stand-in.
  const result = spawnSync('npm', ['run', 'build:test'], {
    cwd: site,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  if (result.status !== 0) {
    const tail = fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-60).join('\n');
    throw new Error(`The ${label} build failed (exit ${result.status ?? result.signal}):\n${tail}`);
  }
  return (performance.now() - start) / 1000;
}

// Image files under public/static (where gatsby-plugin-sharp writes), each with what a write
// changes: a file written again counts as re-encoded, even if its bytes came out the same.
function imageStamps(folder) {
  const images = filesUnder(folder).filter((file) => /\.(jpe?g|png|webp|avif|gif)$/i.test(file));
  const stamp = ({ ino, mtimeMs, size }) => `${ino} ${mtimeMs} ${size}`;
  return new Map(images.map((file) => [file, stamp(fs.statSync(path.join(folder, file)))]));
}

const started = performance.now();
const site = copyProject('bench-build-');
try {
  console.log(`Copied ${ROOT} to ${site}`);
  console.log(`Making ${PROJECTS} projects with ${PICTURES} pictures each`);
  const made = await makeProjects(path.join(site, 'content'));

  console.log('Clean build…');
  const clean = timedBuild('clean');
  const publicFolder = path.join(site, 'public');
  // The size of the gzip copy the build writes beside each page (gatsby/public-files.ts).
  const gzipKib = (file) => fs.statSync(path.join(publicFolder, `${file}.gz`)).size / 1024;
  const pages = filesUnder(publicFolder).filter((file) => path.basename(file) === 'index.html');
  const [largest] = pages
    .filter((file) => /(^|\/)work\/[^/]+\/index\.html$/.test(file))
    .map((file) => ({ page: `/${path.dirname(file)}/`, kib: gzipKib(file) }))
    .sort((a, b) => b.kib - a.kib);
  const homes = LANGUAGES.map(
    ({ home }) => `${home} ${gzipKib(`${home}index.html`).toFixed(1)} KiB`,
  );

  // One word more in the last project's Italian summary (a project not on the home page).
  const projectsFile = path.join(site, 'content', 'projects.yaml');
  const projects = readYaml(projectsFile);
  projects.find(({ id }) => id === made.edited).summary[PAGE_SHAPE.defaultLanguage] +=
    ' Aggiornato.';
  writeYaml(projectsFile, projects);
  const staticFolder = path.join(publicFolder, 'static');
  const before = imageStamps(staticFolder);
  console.log('Cached build…');
  const cached = timedBuild('cached');
  const after = imageStamps(staticFolder);
  const anew = [...after].filter(([file, stamp]) => before.get(file) !== stamp).length;
  const editedPage = path.join(publicFolder, 'work', made.edited, 'index.html');
  const editShown = fs.readFileSync(editedPage, 'utf8').includes('Aggiornato.');

  const seconds = (value) => `${value.toFixed(1)} s`;
  const verdict = (holds) => (holds ? 'holds' : 'MISSED');
  console.log(`
The build of ${PROJECTS} projects, ${made.pictures} pictures (${PICTURES} per project):
  pages built (index.html)       ${pages.length}
  clean build                    ${seconds(clean)}
  cached build                   ${seconds(cached)} (${(cached / clean).toFixed(2)} of the clean one)
  images the cached build wrote  ${anew} of ${after.size} under public/static
  the edit on its page after it  ${editShown ? 'yes' : 'NO'}
  largest case study, gzip       ${largest ? `${largest.kib.toFixed(1)} KiB (${largest.page})` : 'none'}
  home pages, gzip               ${homes.join(', ')}

Targets (reported, never enforced):
  clean build ≤ 240 s            ${verdict(clean <= 240)}
  cached build ≤ clean / 4       ${verdict(cached <= clean / 4)}
  no picture re-encoded          ${verdict(anew === 0)}`);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  if (values.keep) console.log(`Kept ${site} (its build logs: *.log)`);
  else {
    fs.rmSync(path.join(site, 'node_modules')); // the link, never what it names
    fs.rmSync(site, { recursive: true, force: true });
  }
  console.log(`Wall time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
