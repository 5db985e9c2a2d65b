/**
 * The Italian words a locale file's fields are generated from, completed with the words that
 * entries of the content files still lack: a service just added to services.yaml has no title yet,
 * so the editor must offer (and require) one in every language.
 */
import type { EntryGroup } from './entry-groups';
import { isJsonObject } from './json';
import type { JsonObject, JsonValue } from './json';

/**
 * A copy of `source` (one Italian locale file) with an empty text for every key an entry of
 * `entryIds` (ids by content file) needs and the file lacks. New keys come after the existing
 * ones, so the file's order (and the order of every save) stays as it is.
 */
export function withEntryWords(
  source: JsonObject,
  namespace: string,
  groups: readonly EntryGroup[],
  entryIds: ReadonlyMap<string, readonly string[]>,
): JsonObject {
  const result = JSON.parse(JSON.stringify(source)) as JsonObject;
  for (const group of groups) {
    if (group.namespace !== namespace) continue;
    for (const id of entryIds.get(group.file) ?? []) {
      for (const key of group.keys) {
        // An empty key: the entry's words are one text (hero.stats.<id>).
        const rest = key === '' ? [] : key.split('.');
        addEmpty(result, [...group.path.split('.'), id, ...rest]);
      }
    }
  }
  return result;
}

/** Creates the objects and lists along `path` as needed and an empty text at its end. */
function addEmpty(root: JsonObject, path: readonly string[]): void {
  let node: JsonObject | JsonValue[] = root;
  path.forEach((part, index) => {
    const last = index === path.length - 1;
    const next = path[index + 1];
    const container = node as Record<string, JsonValue>;
    if (container[part] === undefined) {
      container[part] = last ? '' : next !== undefined && /^\d+$/.test(next) ? [] : {};
    }
    const child = container[part];
    if (!last) {
      if (!isJsonObject(child) && !Array.isArray(child)) {
        throw new Error(`${path.slice(0, index + 1).join('.')} holds a text, not a group of texts`);
      }
      node = child;
    }
  });
}
