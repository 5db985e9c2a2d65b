import type { TFunction } from 'i18next';

/** The page's `t`, as the i18n plugin's hooks give it (keys typed from the Italian locale files). */
type PageT = TFunction<'translation', undefined>;

// The one key not type-checked (its id comes from content/): the content check covers it.
export function entryText(t: PageT, prefix: string, id: string, ...rest: (string | number)[]) {
  const lookUp = t as unknown as (key: string) => string;
  return lookUp([prefix, id, ...rest].join('.'));
}
