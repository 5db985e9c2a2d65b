/**
 * Where the words of content entries sit in the locale files. Each list file of the content model
 * says which keys an entry needs (`localeKeys`: services.yaml's "web-apps" needs
 * home:services.items.web-apps.title, …): the object those keys share a parent in
 * (home:services.items) is a group whose children are entry ids. The editor labels such a child
 * "Service “web-apps”" rather than by its key, gives its fixed lists their length (three
 * features), and adds the words a new entry still lacks.
 */
import { CONTENT_FILES } from '../content-model';
import type { ContentFileSpec } from '../content-model';

export interface EntryGroup {
  /** The locale file (namespace) the words are in: "home". */
  namespace: string;
  /** The dotted path of the object whose keys are entry ids: "services.items". */
  path: string;
  /** The content file whose entries these are: "services.yaml". */
  file: string;
  /** The keys each entry needs, relative to its id: "title", "features.0"; "" for one text. */
  keys: readonly string[];
}

/** Stands for an entry id while reading a file's localeKeys template. */
const ENTRY = 'entry-id-placeholder';

/** Every group of entry words the content model describes. */
export function entryGroups(files: readonly ContentFileSpec[] = CONTENT_FILES): EntryGroup[] {
  const groups = new Map<string, EntryGroup & { keys: string[] }>();
  for (const spec of files) {
    for (const qualified of spec.localeKeys?.(ENTRY) ?? []) {
      const [namespace = '', key = ''] = qualified.split(':');
      const parts = key.split('.');
      const at = parts.indexOf(ENTRY);
      if (at < 0) throw new Error(`${spec.file}: the locale key ${qualified} has no entry id`);
      const path = parts.slice(0, at).join('.');
      const id = `${namespace}:${path}`;
      const group = groups.get(id) ?? { namespace, path, file: spec.file, keys: [] };
      if (group.file !== spec.file) {
        throw new Error(`${spec.file} and ${group.file} both keep their words under ${id}`);
      }
      group.keys.push(parts.slice(at + 1).join('.'));
      groups.set(id, group);
    }
  }
  return [...groups.values()];
}

/**
 * The fixed lists inside an entry and their length: keys "features.0" to "features.2" make a list
 * "features" of exactly three.
 */
export function listLengths(group: EntryGroup): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const key of group.keys) {
    const match = /^(.+)\.(\d+)$/.exec(key);
    if (!match?.[1] || !match[2]) continue;
    lengths.set(match[1], Math.max(lengths.get(match[1]) ?? 0, Number(match[2]) + 1));
  }
  return lengths;
}
