#!/usr/bin/env node
// `npm run bench:build [-- --projects=30] [--pictures=3] [--keep]`: how the build grows with the
// number of projects. In a copy of the project in a temporary folder it makes that many projects
// (each with that many distinct pictures and its words in every language), times a clean build,
// changes one word and times a second build over the first one's .cache and public/ (as a host's
// build cache keeps them), then prints the figures and whether the targets hold. It reports and
// never gates: it exits non-zero only when the content check or a build fails.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { dump, load } from 'js-yaml';
import sharp from 'sharp';
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
for (const [name, value] of Object.entries({ projects: PROJECTS, pictures: PICTURES }))
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} should be a whole number from 1 up`);
    process.exit(2);
  }

const TARGETS = { cleanSeconds: 240, cachedShare: 1 / 4 };
/** How many projects show on the home page, as the shipped content has it. */
const FEATURED = 3;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Not copied: installed packages (linked instead), build output, history, the form's outbox. */
const NOT_COPIED = new Set(['node_modules', 'public', '.cache', '.git', 'outbox']);

// The build's environment as `npm run build:test` sets it (package.json): the contact form's EmailJS
// variables pointing at the local stand-in, so the build takes the same path as the tests' build.
const BUILD_ENV = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  GATSBY_EMAILJS_PUBLIC_KEY: 'local',
  GATSBY_EMAILJS_SERVICE_ID: 'local',
  GATSBY_EMAILJS_TEMPLATE_ID: 'local',
  GATSBY_EMAILJS_ORIGIN: `http://127.0.0.1:${process.env.E2E_OUTBOX_PORT || 9099}`,
};

const IMAGE_FILE = /\.(jpe?g|png|webp|avif|gif)$/i;

const readYaml = (file) => load(fs.readFileSync(file, 'utf8'));
const writeYaml = (file, data) => fs.writeFileSync(file, dump(data, { lineWidth: -1 }));
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, data) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** Every file under a folder, as paths relative to it. */
const filesUnder = (folder) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    : [];

/** A distinct 1200×750 JPEG from a shipped picture: the k-th crop, turn and tint of it. */
async function derivedPicture(source, k) {
  const { width, height } = await sharp(source).metadata();
  const scale = 0.95 - (k % 4) * 0.08; // 95 % down to 71 % of the source
  const crop = { width: Math.round(width * scale), height: Math.round(height * scale) };
  crop.left = Math.round((width - crop.width) * ((k * 0.37) % 1));
  crop.top = Math.round((height - crop.height) * ((k * 0.61) % 1));
  return sharp(source)
    .extract(crop)
    .rotate((k % 9) - 4, { background: '#ffffff' })
    .resize(1200, 750, { fit: 'cover' })
    .modulate({ hue: (k * 47) % 360, saturation: 0.8 + (k % 3) * 0.2 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Replaces the copy's projects with `projects` generated ones, each with `pictures` pictures: the
 * shipped projects' entries, words and pictures are the models, every copy numbered so it differs.
 */
async function makeProjects(site, projects, pictures) {
  const content = path.join(site, 'content');
  const shipped = readYaml(path.join(content, 'projects.yaml'));
  const shippedPictures = readYaml(path.join(content, 'project-pictures.yaml')) ?? [];
  const width = Math.max(2, String(projects).length);
  const made = Array.from({ length: projects }, (_, index) => {
    const model = shipped[index % shipped.length];
    const id = `project-${String(index + 1).padStart(width, '0')}`;
    const more = Array.from({ length: pictures - 1 }, (_, n) => ({
      id: `${id}-${n + 2}`,
      project: id,
      picture: `images/${id}-${n + 2}.jpg`,
      // The model's picture of the same rank lends its words (past its pictures, the project's).
      model: shippedPictures.filter((p) => p.project === model.id)[n],
    }));
    return { id, number: index + 1, model, more };
  });

  writeYaml(
    path.join(content, 'projects.yaml'),
    made.map(({ id, model }, index) => ({
      id,
      picture: `images/${id}.jpg`,
      stack: model.stack,
      featured: index < FEATURED,
      ...(model.sample ? { sample: true } : {}),
    })),
  );
  writeYaml(
    path.join(content, 'project-pictures.yaml'),
    made.flatMap(({ more }) => more.map(({ id, project, picture }) => ({ id, project, picture }))),
  );
  const ids = made.map(({ id }) => id);
  const quotesFile = path.join(content, 'quotes.yaml');
  const quotes = readYaml(quotesFile) ?? [];
  writeYaml(
    quotesFile,
    quotes.map((quote) => (ids.includes(quote.project) ? quote : { ...quote, project: ids[0] })),
  );

  // The same keys in every language (the check refuses keys the Italian lacks), numbered words.
  for (const { code } of LANGUAGES) {
    const file = path.join(content, 'locales', code, 'home.json');
    const words = readJson(file);
    const { projects: shippedWords, pictures: shippedAlts = {} } = words.work;
    const numbered = (texts, number) =>
      Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, `${text} (${number})`]));
    words.work.projects = Object.fromEntries(
      made.map(({ id, number, model }) => [id, numbered(shippedWords[model.id], number)]),
    );
    words.work.pictures = Object.fromEntries(
      made.flatMap(({ number, model, more }) =>
        more.map((picture) => {
          const alt = shippedAlts[picture.model?.id]?.alt ?? shippedWords[model.id].alt;
          return [picture.id, { alt: `${alt} (${number})` }];
        }),
      ),
    );
    writeJson(file, words);
  }

  // The pictures: distinct files (no two alike), so the build encodes every one.
  const modelFiles = [...shipped, ...shippedPictures].map((entry) => entry.picture);
  const sources = modelFiles.map((file) => fs.readFileSync(path.join(content, file)));
  for (const file of modelFiles) fs.rmSync(path.join(content, file));
  const targets = made.flatMap(({ id, more }) => [
    `images/${id}.jpg`,
    ...more.map(({ picture }) => picture),
  ]);
  const seen = new Set();
  for (const [k, file] of targets.entries()) {
    const bytes = await derivedPicture(sources[k % sources.length], k);
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (seen.has(hash)) throw new Error(`${file} came out like an earlier picture`);
    seen.add(hash);
    fs.writeFileSync(path.join(content, file), bytes);
  }
  return { ids, pictures: targets.length };
}

/** Runs a command in the copy, its output in a log file there; the seconds it took. */
function timed(site, label, command, args) {
  const log = path.join(site, `${label}.log`);
  const fd = fs.openSync(log, 'w');
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: site, env: BUILD_ENV, stdio: ['ignore', fd, fd] });
  const seconds = (performance.now() - start) / 1000;
  fs.closeSync(fd);
  if (result.status !== 0) {
    const tail = fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-60).join('\n');
    throw new Error(
      `${label} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`}), ` +
        `after ${seconds.toFixed(1)} s; the end of ${log}:\n${tail}`,
    );
  }
  return seconds;
}

/** A file's size gzip at the level of the build's own copies (gatsby/public-files.ts), KiB. */
const gzipKib = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
const kib = (value) => `${value.toFixed(1)} KiB`;

/** A title, then one line per figure: its name, padded, and its value. */
function printTable(title, rows) {
  const width = Math.max(...Object.keys(rows).map((name) => name.length));
  console.log(`\n${title}:`);
  for (const [name, value] of Object.entries(rows))
    console.log(`  ${name.padEnd(width)}  ${value}`);
}

/** The images under public/static as name -> what changes when a file is written. */
const imageStamps = (staticFolder) =>
  new Map(
    filesUnder(staticFolder)
      .filter((file) => IMAGE_FILE.test(file))
      .map((file) => {
        const { ino, mtimeMs, size } = fs.statSync(path.join(staticFolder, file));
        return [file, `${ino} ${mtimeMs} ${size}`];
      }),
  );

const started = performance.now();
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
let failed = false;
try {
  console.log(`Copying ${ROOT} to ${site}`);
  fs.cpSync(ROOT, site, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.relative(ROOT, source)),
  });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');

  console.log(`Making ${PROJECTS} projects with ${PICTURES} pictures each`);
  const made = await makeProjects(site, PROJECTS, PICTURES);
  // The build's own first step, alone: a generator mistake shows here, before any build.
  const check = spawnSync(
    path.join(site, 'node_modules', '.bin', 'jiti'),
    ['scripts/check-content.ts'],
    // No jiti cache: it would be written into the linked node_modules, the project's own.
    { cwd: site, encoding: 'utf8', env: { ...process.env, JITI_FS_CACHE: 'false' } },
  );
  process.stdout.write(check.stdout);
  if (check.status !== 0) throw new Error(`The generated content is refused:\n${check.stderr}`);

  const gatsby = path.join(site, 'node_modules', '.bin', 'gatsby');
  console.log('Clean build…');
  const clean = timed(site, 'clean-build', gatsby, ['build']);

  const publicFolder = path.join(site, 'public');
  const pages = filesUnder(publicFolder).filter((file) => path.basename(file) === 'index.html');
  const caseStudies = pages
    .filter((file) => /(^|\/)work\/[^/]+\/index\.html$/.test(file))
    .map((file) => ({
      page: `/${path.dirname(file)}/`,
      kib: gzipKib(path.join(publicFolder, file)),
    }))
    .sort((a, b) => b.kib - a.kib);
  const homes = LANGUAGES.map(({ home }) => ({
    home,
    kib: gzipKib(path.join(publicFolder, home, 'index.html')),
  }));

  // One word more in one project's Italian summary (the last project: not on the home page).
  const edited = made.ids.at(-1);
  const { code: italian, home: italianHome } = LANGUAGES.find(
    ({ code }) => code === PAGE_SHAPE.defaultLanguage,
  );
  const italianWords = path.join(site, 'content', 'locales', italian, 'home.json');
  const words = readJson(italianWords);
  words.work.projects[edited].summary += ' Aggiornato.';
  writeJson(italianWords, words);

  // The images the cached build wrote: every image file under public/static (where
  // gatsby-plugin-sharp writes each size and format of a picture) that is new, or whose inode,
  // modification time or size differs from before that build. A file written again counts even if
  // its bytes came out the same, so this counts at least every picture re-encoded (or copied) anew;
  // .cache/caches/gatsby-plugin-sharp stays empty here, so its listing would say nothing.
  const staticFolder = path.join(publicFolder, 'static');
  const before = imageStamps(staticFolder);
  console.log('Cached build…');
  const cached = timed(site, 'cached-build', gatsby, ['build']);
  const after = imageStamps(staticFolder);
  const anew = [...after].filter(([file, stamp]) => before.get(file) !== stamp).length;
  const editedPage = path.join(publicFolder, italianHome, 'work', edited, 'index.html');
  const editShown = fs.readFileSync(editedPage, 'utf8').includes('Aggiornato.');

  const seconds = (value) => `${value.toFixed(1)} s`;
  const largest = caseStudies[0];
  printTable(`The build of ${PROJECTS} projects, ${PICTURES} pictures each`, {
    projects: PROJECTS,
    pictures: `${made.pictures} (${PICTURES} per project)`,
    'pages built (index.html)': pages.length,
    'clean build': seconds(clean),
    'cached build': seconds(cached),
    'cached / clean': (cached / clean).toFixed(2),
    'images the cached build wrote': `${anew} of ${after.size} under public/static`,
    'the edit on its page after it': editShown ? 'yes' : 'NO',
    'largest case-study page, gzip': largest ? `${kib(largest.kib)} (${largest.page})` : 'none',
    'home pages, gzip': homes.map(({ home, kib: size }) => `${home} ${kib(size)}`).join(', '),
  });
  const verdict = (holds, figure) => `${holds ? 'holds' : 'MISSED'} (${figure})`;
  printTable('Targets (reported, never enforced)', {
    [`clean build ≤ ${TARGETS.cleanSeconds} s`]: verdict(
      clean <= TARGETS.cleanSeconds,
      seconds(clean),
    ),
    'cached build ≤ clean / 4': verdict(
      cached <= clean * TARGETS.cachedShare,
      `${seconds(cached)} against ${seconds(clean * TARGETS.cachedShare)}`,
    ),
    'no picture re-encoded': verdict(anew === 0, `${anew} image files written`),
  });
} catch (error) {
  failed = true;
  console.error(error.message);
} finally {
  if (values.keep) console.log(`Kept ${site} (its build logs: *.log)`);
  else {
    fs.rmSync(path.join(site, 'node_modules'), { force: true }); // the link, never what it names
    fs.rmSync(site, { recursive: true, force: true });
  }
  console.log(`Wall time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(failed ? 1 : 0);
