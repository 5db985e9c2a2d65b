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

/**
 * i18next's interpolation as the body uses it (`{{name}}`, spaces allowed inside the braces), for
 * the Head, which has no i18n context; a value is put in as typed (`$&` too). Its test compares it
 * with i18next's own output.
 */
export const interpolate = (text: string, values: Record<string, string>) =>
  text.replace(
    /\{\{\s*([\w.-]+)\s*\}\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );

const child = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

export const valueAt = (data: unknown, dottedKey: string) =>
  dottedKey.split('.').reduce(child, data);
