import type { TFunction } from 'i18next';

// The one key not type-checked (its id comes from content/): the content check covers it.
export function entryText(t: TFunction, prefix: string, id: string, ...rest: (string | number)[]) {
  const lookUp = t as unknown as (key: string) => string;
  return lookUp([prefix, id, ...rest].join('.'));
}
