import { DEFAULT_LANGUAGE } from './languages';

/** A locale file as the i18n plugin's page query returns it: the JSON arrives as a string. */
export type LocaleNode = Pick<Queries.Locale, 'ns' | 'language' | 'data'>;

// Outside React (Gatsby's Head gets no i18n context); falls back to Italian like the page.
export function localeText(
  nodes: readonly LocaleNode[],
  language: string,
  namespace: string,
  key: string,
): string {
  for (const lang of [language, DEFAULT_LANGUAGE]) {
    const node = nodes.find((n) => n.language === lang && n.ns === namespace);
    if (!node) continue;
    const value = valueAt(JSON.parse(node.data), key);
    if (typeof value === 'string') return value;
  }
  return key;
}

export function valueAt(data: unknown, dottedKey: string): unknown {
  return dottedKey
    .split('.')
    .reduce<unknown>(
      (current, part) =>
        typeof current === 'object' && current !== null
          ? (current as Record<string, unknown>)[part]
          : undefined,
      data,
    );
}
