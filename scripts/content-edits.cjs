/**
 * Realistic edits an editor makes to content/, one function each, applied to a copy of the folder
 * (never to the real one) by `npm run test:edits` and by the content check's unit test. Files are
 * written the way a CMS writes them: parsed and serialised again (JSON with two-space indentation
 * and a final newline, YAML through js-yaml, which drops comments as a CMS does).
 *
 * The new words are built from each language's own vocabulary rather than copied from texts
 * already on the page: gzip would shrink a copy to almost nothing and hide what a real, longer
 * text costs the HTML. They work for any language folder under content/locales/.
 *
 * CommonJS so that both the Node script (scripts/test-content-edits.mjs) and Jest load it.
 */
const fs = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');

/** How much longer every text gets: a third, as an editor who rewrites a sentence does. */
const LONGER = 1 / 3;
/** The wordiest language (French, today) grows by half in all, instead of a third. */
const WORDIEST_LONGER = 1 / 2;
/** The services added, after the existing ones: a fifth and a sixth. */
const ADDED_SERVICE_IDS = ['consulting', 'training'];

// Reading and writing, as a CMS does

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function writeJson(file, data) {
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

function readYaml(file) {
  return yaml.load(fs.readFileSync(file, 'utf8'));
}

function writeYaml(file, data) {
  fs.writeFileSync(file, yaml.dump(data, { lineWidth: -1 }));
}

/** The language folders under content/locales, sorted. */
function languages(contentDir) {
  return fs
    .readdirSync(path.join(contentDir, 'locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every locale file of a language: [file path, parsed data]. */
function localeFiles(contentDir, language) {
  const directory = path.join(contentDir, 'locales', language);
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => [path.join(directory, name), readJson(path.join(directory, name))]);
}

/** Calls `change(text, key)` on every text of a parsed locale file and keeps what it returns. */
function mapTexts(node, change, key = '') {
  if (typeof node === 'string') return change(node, key);
  if (Array.isArray(node))
    return node.map((item, index) => mapTexts(item, change, `${key}.${index}`));
  return Object.fromEntries(
    Object.entries(node).map(([name, value]) => [
      name,
      mapTexts(value, change, key ? `${key}.${name}` : name),
    ]),
  );
}

function textsOf(node) {
  const texts = [];
  mapTexts(node, (text) => {
    texts.push(text);
    return text;
  });
  return texts;
}

/** The object under a dotted path; throws, naming the path, when it is not there. */
function objectAt(data, dottedPath) {
  return dottedPath.split('.').reduce((node, part) => {
    const next = node?.[part];
    if (typeof next !== 'object' || next === null) {
      throw new Error(`no "${dottedPath}" (stopped at "${part}")`);
    }
    return next;
  }, data);
}

// New words in a language

/** A small deterministic random sequence (mulberry32), so every run writes the same words. */
function random(seedText) {
  let seed = [...seedText].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619),
    2166136261,
  );
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The words a language's texts use (no placeholders, no punctuation around them). */
function vocabulary(contentDir, language) {
  const words = new Set();
  for (const [, data] of localeFiles(contentDir, language)) {
    for (const text of textsOf(data)) {
      for (const word of text.split(/\s+/)) {
        const clean = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
        if (clean.length > 1 && !word.includes('{{')) words.add(clean.toLocaleLowerCase(language));
      }
    }
  }
  if (words.size === 0) throw new Error(`content/locales/${language} has no words to build from`);
  return [...words].sort();
}

/**
 * New text in a language: words from its vocabulary, as close to `length` characters as whole
 * words allow (at least one word).
 */
function newWords(vocabularyWords, length, seedText) {
  const next = random(seedText);
  const words = [];
  let size = -1; // no space before the first word
  for (;;) {
    const word = vocabularyWords[Math.floor(next() * vocabularyWords.length)];
    const longer = size + 1 + word.length;
    if (words.length > 0 && Math.abs(longer - length) >= Math.abs(size - length)) break;
    words.push(word);
    size = longer;
  }
  return words.join(' ');
}

const capitalised = (text, language) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** The text made `fraction` longer by new words after it (placeholders stay as they are). */
function lengthened(text, fraction, vocabularyWords, seedText) {
  // The space before the new words counts towards the length added.
  return `${text} ${newWords(vocabularyWords, Math.round(text.length * fraction) - 1, seedText)}`;
}

/** Lengthens every text of a language; `seed` keeps each edit's new words its own. */
function lengthenLanguage(contentDir, language, fraction, seed) {
  const words = vocabulary(contentDir, language);
  let before = 0;
  let after = 0;
  for (const [file, data] of localeFiles(contentDir, language)) {
    const edited = mapTexts(data, (text, key) => {
      const longer = lengthened(text, fraction, words, `${seed}:${language}:${key}`);
      before += text.length;
      after += longer.length;
      return longer;
    });
    writeJson(file, edited);
  }
  return { before, after };
}

const percent = (before, after) => `+${Math.round(((after - before) / before) * 100)}%`;

// The edits

/** Renames the first service in every language (to a new title as long as the old one). */
function renameService(contentDir) {
  const [service] = readYaml(path.join(contentDir, 'services.yaml'));
  if (!service) throw new Error('content/services.yaml has no service to rename');
  const renamed = languages(contentDir).map((language) => {
    const file = path.join(contentDir, 'locales', language, 'home.json');
    const data = readJson(file);
    const words = objectAt(data, `services.items.${service.id}`);
    const title = capitalised(
      newWords(vocabulary(contentDir, language), words.title.length, `rename:${language}`),
      language,
    );
    words.title = title;
    writeJson(file, data);
    return `${language} "${title}"`;
  });
  return `service "${service.id}" renamed: ${renamed.join(', ')}`;
}

/** Adds a fifth and a sixth service: facts in services.yaml, words in every home.json. */
function addTwoServices(contentDir) {
  const servicesFile = path.join(contentDir, 'services.yaml');
  const services = readYaml(servicesFile);
  for (const [index, id] of ADDED_SERVICE_IDS.entries()) {
    if (services.some((service) => service.id === id)) {
      throw new Error(`content/services.yaml already has a service "${id}"`);
    }
    // An icon and a colour the site already uses for a service: valid by construction.
    const model = services[index % services.length];
    services.push({ id, icon: model.icon, gradient: model.gradient });
  }
  writeYaml(servicesFile, services);

  for (const language of languages(contentDir)) {
    const file = path.join(contentDir, 'locales', language, 'home.json');
    const data = readJson(file);
    const items = objectAt(data, 'services.items');
    const existing = Object.values(items);
    const average = (pick) =>
      Math.round(existing.reduce((sum, item) => sum + pick(item).length, 0) / existing.length);
    const words = vocabulary(contentDir, language);
    const text = (length, seed) =>
      capitalised(newWords(words, length, `${language}:${seed}`), language);
    for (const id of ADDED_SERVICE_IDS) {
      items[id] = {
        title: text(
          average((item) => item.title),
          `${id}.title`,
        ),
        description: `${text(
          average((item) => item.description),
          `${id}.description`,
        )}.`,
        features: [0, 1, 2].map((feature) =>
          text(
            average((item) => item.features[feature]),
            `${id}.features.${feature}`,
          ),
        ),
      };
    }
    writeJson(file, data);
  }
  return `services "${ADDED_SERVICE_IDS.join('" and "')}" added (now ${services.length}), with their words in ${languages(contentDir).join(', ')}`;
}

/** Makes the hero's description a third longer in every language. */
function lengthenHeroSubtitle(contentDir) {
  const changes = languages(contentDir).map((language) => {
    const file = path.join(contentDir, 'locales', language, 'home.json');
    const data = readJson(file);
    const hero = objectAt(data, 'hero');
    const before = hero.subtitle.length;
    hero.subtitle = lengthened(
      hero.subtitle,
      LONGER,
      vocabulary(contentDir, language),
      `hero:${language}`,
    );
    writeJson(file, data);
    return `${language} ${before} -> ${hero.subtitle.length} characters`;
  });
  return `hero.subtitle lengthened: ${changes.join(', ')}`;
}

/** Makes every text of every locale file a third longer. */
function lengthenEveryText(contentDir) {
  const changes = languages(contentDir).map((language) => {
    const { before, after } = lengthenLanguage(contentDir, language, LONGER, 'every');
    return `${language} ${percent(before, after)}`;
  });
  return `every text lengthened: ${changes.join(', ')} (characters)`;
}

/** Lengthens the wordiest language's texts further, to half again their first length in all. */
function lengthenWordiestLanguage(contentDir) {
  const length = (language) =>
    localeFiles(contentDir, language).reduce(
      (sum, [, data]) => sum + textsOf(data).join('').length,
      0,
    );
  const [wordiest] = languages(contentDir).sort((a, b) => length(b) - length(a));
  // Applied after lengthenEveryText: (1 + 1/3) * (1 + 1/8) = 1 + 1/2.
  const fraction = (1 + WORDIEST_LONGER) / (1 + LONGER) - 1;
  const { before, after } = lengthenLanguage(contentDir, wordiest, fraction, 'wordiest');
  return `${wordiest}, the wordiest language, lengthened further: ${percent(before, after)}`;
}

/** Changes the first KPI's value by a quarter. */
function changeKpiValue(contentDir) {
  const file = path.join(contentDir, 'kpis.yaml');
  const kpis = readYaml(file);
  const [kpi] = kpis;
  if (!kpi) throw new Error('content/kpis.yaml has no KPI');
  const before = kpi.value;
  kpi.value = Math.round(before * 1.25);
  writeYaml(file, kpis);
  return `KPI "${kpi.id}": ${before} -> ${kpi.value}`;
}

/** Changes the last revenue point (the latest month) by a thousand-rounded 7%. */
function changeRevenuePoint(contentDir) {
  const file = path.join(contentDir, 'revenue.yaml');
  const points = readYaml(file);
  const point = points[points.length - 1];
  if (!point) throw new Error('content/revenue.yaml has no point');
  const before = point.value;
  point.value = Math.round((before * 1.07) / 1000) * 1000;
  writeYaml(file, points);
  return `revenue point "${point.id}": ${before} -> ${point.value}`;
}

/** Every edit, in the order they are applied (the lengthening ones after the others). */
const EDITS = [
  renameService,
  addTwoServices,
  changeKpiValue,
  changeRevenuePoint,
  lengthenHeroSubtitle,
  lengthenEveryText,
  lengthenWordiestLanguage,
];

/**
 * Applies the edits to the content/ folder given, in order. Returns what each one did; an edit
 * that cannot be applied throws, naming itself.
 */
function applyEdits(contentDir, edits = EDITS) {
  return edits.map((edit) => {
    try {
      return { edit: edit.name, did: edit(contentDir) };
    } catch (error) {
      throw new Error(`The content edit ${edit.name} could not be applied: ${error.message}`);
    }
  });
}

module.exports = { EDITS, ADDED_SERVICE_IDS, applyEdits };
