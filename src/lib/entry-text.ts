import type { TFunction } from 'i18next';

/** The page's `t`, as the i18n plugin's hooks give it (keys typed from the Italian locale files). */
type PageT = TFunction<'translation', undefined>;

/**
 * The words of a content entry, under a key made with its id: `entryText(t, 'services.items',
 * service.key, 'title')`. An id comes from content/, which the type checker cannot know; the
 * build's content check makes sure every id has its words in every language. This is the one
 * place a translation key is not type-checked.
 */
export function entryText(
  t: PageT,
  prefix: string,
  id: string,
  ...rest: readonly (string | number)[]
): string {
  const lookUp = t as unknown as (key: string) => string;
  return lookUp([prefix, id, ...rest].join('.'));
}
