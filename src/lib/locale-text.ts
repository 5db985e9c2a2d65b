import i18next from 'i18next';
import { DEFAULT_LANGUAGE, I18NEXT_OPTIONS } from './languages';

/** A locale file as the i18n plugin's page query returns it: the JSON arrives as a string. */
export type LocaleNode = Pick<Queries.Locale, 'ns' | 'language' | 'data'>;

/**
 * The page's words outside React (Gatsby's Head gets no i18n context), through i18next as the
 * body's are: the same interpolation (`{{ name }}` too, a value's `$&` as typed) and the same
 * fallback to the default language.
 */
export function localeWords(nodes: readonly LocaleNode[], language: string) {
  const resources: Record<string, Record<string, object>> = {};
  for (const node of nodes) {
    resources[node.language] = { ...resources[node.language], [node.ns]: JSON.parse(node.data) };
  }
  const i18n = i18next.createInstance({
    ...I18NEXT_OPTIONS,
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    initImmediate: false, // the resources are here: initialised before init() returns
  });
  void i18n.init();
  return (namespace: string, key: string, values: Record<string, string> = {}): string =>
    i18n.t(key, { ...values, ns: namespace, defaultValue: key }); // a key no language has shows itself
}

const child = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

export const valueAt = (data: unknown, dottedKey: string) =>
  dottedKey.split('.').reduce(child, data);
