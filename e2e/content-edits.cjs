/**
 * An editor's ordinary edits to content/, one function each, applied to a copy of the folder by
 * `npm run test:edits` (and its unit test). Files are written as the CMS writes them: JSON with
 * two-space indentation, YAML through js-yaml (which drops comments, as a CMS does).
 * New words come from each language's own vocabulary, in a fixed pseudo-random order: copies of
 * texts already on the page would gzip to almost nothing and hide what a longer text costs.
 */
const fs = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');

/** Every text a third longer; the wordiest language half again in all. */
const LONGER = 1 / 3;
const WORDIEST_LONGER = 1 / 2;
const ADDED_SERVICE_IDS = ['consulting', 'training'];
const ADDED_PROJECT = { id: 'client-portal', picture: 'images/client-portal.jpg' };

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, data) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
const readYaml = (file) => yaml.load(fs.readFileSync(file, 'utf8'));
const writeYaml = (file, data) => fs.writeFileSync(file, yaml.dump(data, { lineWidth: -1 }));

const languages = (dir) =>
  fs
    .readdirSync(path.join(dir, 'locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const localeFiles = (dir, language) =>
  fs
    .readdirSync(path.join(dir, 'locales', language))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, 'locales', language, name));
const homeFile = (dir, language) => path.join(dir, 'locales', language, 'home.json');

/** `change(text, key)` applied to every text of a parsed locale file. */
function mapTexts(node, change, key = '') {
  if (typeof node === 'string') return change(node, key);
  if (Array.isArray(node)) return node.map((item, i) => mapTexts(item, change, `${key}.${i}`));
  return Object.fromEntries(
    Object.entries(node).map(([name, value]) => [name, mapTexts(value, change, `${key}.${name}`)]),
  );
}
function textsOf(node) {
  const texts = [];
  mapTexts(node, (text) => texts.push(text));
  return texts;
}

/** The words of a language's texts, without placeholders or punctuation. */
function vocabulary(dir, language) {
  const words = new Set();
  for (const file of localeFiles(dir, language)) {
    for (const word of textsOf(readJson(file)).join(' ').split(/\s+/)) {
      const clean = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (clean.length > 1 && !word.includes('{{')) words.add(clean.toLocaleLowerCase(language));
    }
  }
  return [...words].sort();
}

/** About `length` characters of whole words from the vocabulary, the same for the same seed. */
function newWords(words, length, seedText) {
  let seed = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) | 0;
    return ((seed >>> 8) & 0xffff) / 0x10000;
  };
  const picked = [];
  let size = -1;
  for (;;) {
    const word = words[Math.floor(next() * words.length)];
    if (picked.length > 0 && Math.abs(size + 1 + word.length - length) >= Math.abs(size - length)) {
      return picked.join(' ');
    }
    picked.push(word);
    size += 1 + word.length;
  }
}
const capitalised = (text, language) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
/** The text `fraction` longer, by new words after it (the space counts). */
const lengthened = (text, fraction, words, seed) =>
  `${text} ${newWords(words, Math.round(text.length * fraction) - 1, seed)}`;

function lengthenLanguage(dir, language, fraction, seed) {
  const words = vocabulary(dir, language);
  for (const file of localeFiles(dir, language)) {
    const longer = (text, key) => lengthened(text, fraction, words, `${seed}:${language}:${key}`);
    writeJson(file, mapTexts(readJson(file), longer));
  }
  return language;
}

// The edits

function renameService(dir) {
  const [service] = readYaml(path.join(dir, 'services.yaml'));
  for (const language of languages(dir)) {
    const data = readJson(homeFile(dir, language));
    const item = data.services.items[service.id];
    const words = vocabulary(dir, language);
    item.title = capitalised(newWords(words, item.title.length, `rename:${language}`), language);
    writeJson(homeFile(dir, language), data);
  }
  return `service "${service.id}" renamed in ${languages(dir).join(', ')}`;
}

function addTwoServices(dir) {
  const file = path.join(dir, 'services.yaml');
  const services = readYaml(file);
  // An icon and a colour a service already uses: valid by construction.
  ADDED_SERVICE_IDS.forEach((id, i) => services.push({ ...services[i % services.length], id }));
  writeYaml(file, services);
  for (const language of languages(dir)) {
    const data = readJson(homeFile(dir, language));
    const items = data.services.items;
    const [model] = Object.values(items);
    const words = vocabulary(dir, language);
    const text = (like, seed) =>
      capitalised(newWords(words, like.length, `${language}:${seed}`), language);
    for (const id of ADDED_SERVICE_IDS) {
      items[id] = {
        title: text(model.title, `${id}.title`),
        description: `${text(model.description, `${id}.description`)}.`,
        features: model.features.map((feature, i) => text(feature, `${id}.features.${i}`)),
      };
    }
    writeJson(homeFile(dir, language), data);
  }
  return `services "${ADDED_SERVICE_IDS.join('" and "')}" added (now ${services.length})`;
}

/** A project with its own uploaded picture (a copy of the first one's) and words everywhere. */
function addProject(dir) {
  const file = path.join(dir, 'projects.yaml');
  const projects = readYaml(file);
  const [model] = projects;
  fs.copyFileSync(path.join(dir, model.picture), path.join(dir, ADDED_PROJECT.picture));
  projects.push({ ...model, ...ADDED_PROJECT, sample: false });
  writeYaml(file, projects);
  for (const language of languages(dir)) {
    const data = readJson(homeFile(dir, language));
    const words = vocabulary(dir, language);
    const text = ([key, like]) => [
      key,
      capitalised(newWords(words, like.length, `${language}:project.${key}`), language),
    ];
    const [modelWords] = Object.values(data.work.projects);
    data.work.projects[ADDED_PROJECT.id] = Object.fromEntries(Object.entries(modelWords).map(text));
    writeJson(homeFile(dir, language), data);
  }
  return `project "${ADDED_PROJECT.id}" added with content/${ADDED_PROJECT.picture}`;
}

function lengthenHeroSubtitle(dir) {
  for (const language of languages(dir)) {
    const data = readJson(homeFile(dir, language));
    const words = vocabulary(dir, language);
    data.hero.subtitle = lengthened(data.hero.subtitle, LONGER, words, `hero:${language}`);
    writeJson(homeFile(dir, language), data);
  }
  return 'hero.subtitle a third longer in every language';
}

function lengthenEveryText(dir) {
  languages(dir).forEach((language) => lengthenLanguage(dir, language, LONGER, 'every'));
  return 'every text a third longer';
}

/** After lengthenEveryText: (1 + 1/3) * (1 + 1/8) = 1 + 1/2. */
function lengthenWordiestLanguage(dir) {
  const size = (language) =>
    localeFiles(dir, language).reduce((sum, f) => sum + textsOf(readJson(f)).join('').length, 0);
  const [wordiest] = languages(dir).sort((a, b) => size(b) - size(a));
  lengthenLanguage(dir, wordiest, (1 + WORDIEST_LONGER) / (1 + LONGER) - 1, 'wordiest');
  return `${wordiest}, the wordiest language, half again as long`;
}

function changeKpiValue(dir) {
  const file = path.join(dir, 'kpis.yaml');
  const kpis = readYaml(file);
  kpis[0].value = Math.round(kpis[0].value * 1.25);
  writeYaml(file, kpis);
  return `KPI "${kpis[0].id}" is now ${kpis[0].value}`;
}

function changeRevenuePoint(dir) {
  const file = path.join(dir, 'revenue.yaml');
  const points = readYaml(file);
  const point = points[points.length - 1];
  point.value = Math.round((point.value * 1.07) / 1000) * 1000;
  writeYaml(file, points);
  return `revenue point "${point.id}" is now ${point.value}`;
}

/** A picture uploaded through the editor (a 1x1 PNG): content/images/, published by no build. */
const UPLOAD = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPQz78GAAJFAXXT7jZBAAAAAElFTkSuQmCC',
  'base64',
);
function uploadPicture(dir) {
  fs.mkdirSync(path.join(dir, 'images'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'images', 'team-photo.png'), UPLOAD);
  return 'content/images/team-photo.png uploaded';
}

/** Every edit, in order (the lengthening ones last). */
const EDITS = [
  uploadPicture,
  renameService,
  addTwoServices,
  addProject,
  changeKpiValue,
  changeRevenuePoint,
  lengthenHeroSubtitle,
  lengthenEveryText,
  lengthenWordiestLanguage,
];

/** Applies the edits to a content/ folder; says what each did, or throws naming it. */
function applyEdits(dir, edits = EDITS) {
  return edits.map((edit) => {
    try {
      return { edit: edit.name, did: edit(dir) };
    } catch (error) {
      throw new Error(`The content edit ${edit.name} could not be applied: ${error.message}`);
    }
  });
}

module.exports = { EDITS, ADDED_PROJECT, ADDED_SERVICE_IDS, UPLOAD, applyEdits };
