/**
 * A language's longest texts, named the way an editor finds them ("home.json about.intro"), for
 * the size check's advice when a page's HTML grows past its budget.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

function collect(node, key, found, file) {
  if (typeof node === 'string') found.push({ file, key, length: node.length });
  else if (Array.isArray(node))
    node.forEach((item, index) => collect(item, `${key}.${index}`, found, file));
  else if (node && typeof node === 'object') {
    for (const [name, value] of Object.entries(node)) {
      collect(value, key ? `${key}.${name}` : name, found, file);
    }
  }
}

/** The `count` longest texts of content/locales/<language>/*.json, longest first. */
export function longestTexts(contentDir, language, count = 3) {
  const directory = path.join(contentDir, 'locales', language);
  const found = [];
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.json'))) {
    collect(JSON.parse(readFileSync(path.join(directory, file), 'utf8')), '', found, file);
  }
  return found
    .sort((a, b) => b.length - a.length)
    .slice(0, count)
    .map(({ file, key, length }) => `${file} ${key} (${length} characters)`);
}
