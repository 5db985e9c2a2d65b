/**
 * An editor's ordinary edits to content/, one function each, applied to a copy of the folder by
 * `npm run test:edits` (and its unit test). Files are written as the CMS writes them: JSON with
 * two-space indentation, YAML through js-yaml (which drops comments, as a CMS does). An entry of a
 * YAML list holds its words in every language (`title: { it, en, fr }`): a new service or project
 * is one entry, with its words, its pictures and its client's quote inside it.
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
/** A project with two pictures (its main one and one more, both uploaded) and its client's quote. */
const ADDED_PROJECT = {
  id: 'client-portal',
  picture: '/images/client-portal.jpg',
  morePicture: '/images/client-portal-detail.jpg',
  person: 'Marta Ferri',
  company: 'Ferri Trasporti S.r.l.',
};

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, data) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
const readYaml = (file) => yaml.load(fs.readFileSync(file, 'utf8'));
/** Quoted as Prettier keeps it: in single quotes, or double ones when fewer to escape ("l'idée: …"). */
function prettierQuotes(layout) {
  const count = (quote) => layout.node.value.split(quote).length - 1;
  if (layout.style === yaml.SCALAR_STYLE_SINGLE_QUOTED && count("'") > count('"'))
    layout.style = yaml.SCALAR_STYLE_DOUBLE_QUOTED;
}
const YAML_LAYOUT = {
  lineWidth: -1,
  scalarStyleRules: [...Object.values(yaml.DEFAULT_SCALAR_STYLE_RULES), prettierQuotes],
};
const writeYaml = (file, data) => fs.writeFileSync(file, yaml.dump(data, YAML_LAYOUT));

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
/** The YAML files of content/ (facts, and the entries with their words). */
const yamlFiles = (dir) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.join(dir, name));
const homeFile = (dir, language) => path.join(dir, 'locales', language, 'home.json');

/** `change(text, key)` applied to every text of a parsed locale file. */
function mapTexts(node, change, key = '') {
  if (typeof node === 'string') return change(node, key);
  if (Array.isArray(node)) return node.map((item, i) => mapTexts(item, change, `${key}.${i}`));
  return Object.fromEntries(
    Object.entries(node).map(([name, value]) => [name, mapTexts(value, change, `${key}.${name}`)]),
  );
}

/** An entry's words: an object of one text per language, `{ it, en, fr }`. */
const isWords = (node, codes) =>
  typeof node === 'object' &&
  node !== null &&
  !Array.isArray(node) &&
  Object.keys(node).sort().join() === codes.join() &&
  Object.values(node).every((text) => typeof text === 'string');

/** `change(text, key)` applied to one language's words of every entry of a parsed YAML file. */
function mapEntryWords(node, codes, language, change, key = '') {
  if (isWords(node, codes)) return { ...node, [language]: change(node[language], key) };
  if (Array.isArray(node))
    return node.map((item, i) => mapEntryWords(item, codes, language, change, `${key}.${i}`));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([name, value]) => [
      name,
      mapEntryWords(value, codes, language, change, `${key}.${name}`),
    ]),
  );
}

/** Every text of a language, by file and key: its locale files and its words in every entry. */
function textsOf(dir, language) {
  const found = new Map();
  const codes = languages(dir);
  for (const file of localeFiles(dir, language))
    mapTexts(readJson(file), (text, key) => found.set(`${path.basename(file)}${key}`, text));
  for (const file of yamlFiles(dir))
    mapEntryWords(readYaml(file), codes, language, (text, key) =>
      found.set(`${path.basename(file)}${key}`, text),
    );
  return found;
}

/** The words of a language's texts, without placeholders or punctuation. */
function vocabulary(dir, language) {
  const words = new Set();
  for (const word of [...textsOf(dir, language).values()].join(' ').split(/\s+/)) {
    const clean = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (clean.length > 1 && !word.includes('{{')) words.add(clean.toLocaleLowerCase(language));
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
  const longer = (file) => (text, key) =>
    lengthened(text, fraction, words, `${seed}:${language}:${path.basename(file)}${key}`);
  for (const file of localeFiles(dir, language))
    writeJson(file, mapTexts(readJson(file), longer(file)));
  const codes = languages(dir);
  for (const file of yamlFiles(dir)) {
    const data = readYaml(file);
    const edited = mapEntryWords(data, codes, language, longer(file));
    if (JSON.stringify(edited) !== JSON.stringify(data)) writeYaml(file, edited);
  }
  return language;
}

/** Each language's vocabulary, by language. */
const vocabularies = (dir) =>
  Object.fromEntries(languages(dir).map((language) => [language, vocabulary(dir, language)]));

/** New words in every language of an entry's `like` words (in their order), as long as each. */
const wordsLike = (words, like, seed) =>
  Object.fromEntries(
    Object.entries(like).map(([language, text]) => {
      const made = newWords(words[language], text.length, `${language}:${seed}`);
      return [language, capitalised(made, language)];
    }),
  );

// The edits

function renameService(dir) {
  const file = path.join(dir, 'services.yaml');
  const services = readYaml(file);
  const [service] = services;
  service.title = wordsLike(vocabularies(dir), service.title, 'rename');
  writeYaml(file, services);
  return `service "${service.id}" renamed in ${languages(dir).join(', ')}`;
}

/** Two services, each one entry with its words: a title, a description and three features. */
function addTwoServices(dir) {
  const file = path.join(dir, 'services.yaml');
  const services = readYaml(file);
  const [model] = services;
  const words = vocabularies(dir);
  ADDED_SERVICE_IDS.forEach((id, i) => {
    // An icon and a colour a service already uses: valid by construction.
    const { icon, gradient } = services[i % services.length];
    const description = wordsLike(words, model.description, `${id}.description`);
    services.push({
      id,
      icon,
      gradient,
      title: wordsLike(words, model.title, `${id}.title`),
      description: Object.fromEntries(
        Object.entries(description).map(([language, text]) => [language, `${text}.`]),
      ),
      features: model.features.map((feature, n) =>
        wordsLike(words, feature, `${id}.features.${n}`),
      ),
    });
  });
  writeYaml(file, services);
  return `services "${ADDED_SERVICE_IDS.join('" and "')}" added (now ${services.length})`;
}

/**
 * A project as an editor adds it: one entry, with two uploaded pictures (copies of the first
 * project's), their descriptions, its words everywhere and its client's quote.
 */
function addProject(dir) {
  const file = path.join(dir, 'projects.yaml');
  const projects = readYaml(file);
  const [model] = projects;
  const { id, picture, morePicture, person, company } = ADDED_PROJECT;
  const [modelMore = model] = model.pictures ?? [];
  fs.copyFileSync(path.join(dir, model.picture), path.join(dir, picture));
  fs.copyFileSync(path.join(dir, modelMore.picture), path.join(dir, morePicture));
  const words = vocabularies(dir);
  const like = (field) => wordsLike(words, model[field], `project.${field}`);
  projects.push({
    id,
    client: like('client'),
    title: like('title'),
    summary: like('summary'),
    picture,
    alt: like('alt'),
    challenge: like('challenge'),
    built: like('built'),
    outcome: like('outcome'),
    stack: model.stack,
    featured: true,
    sample: false,
    pictures: [
      { picture: morePicture, alt: wordsLike(words, modelMore.alt, 'project.pictures.0') },
    ],
    quote: {
      text: wordsLike(words, model.summary, 'project.quote.text'),
      person,
      role: wordsLike(words, model.client, 'project.quote.role'),
      company,
      consent: true,
      featured: false,
    },
  });
  writeYaml(file, projects);
  return `project "${id}" added with content${picture}, content${morePicture} and a quote`;
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
  const size = (language) => [...textsOf(dir, language).values()].join('').length;
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

module.exports = { EDITS, ADDED_PROJECT, ADDED_SERVICE_IDS, UPLOAD, applyEdits, textsOf };
