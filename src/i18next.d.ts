/**
 * Translation keys, typed from the Italian locale files (the source language): `t('hero.title')`
 * with a key that does not exist fails `npm run typecheck`. A new locale file is added here too.
 * The i18n plugin's hooks type `t` for the namespace "translation"; at run time every namespace
 * is searched, which is what one merged type describes.
 */
import 'i18next';
import type common from '../content/locales/it/common.json';
import type contact from '../content/locales/it/contact.json';
import type demo from '../content/locales/it/demo.json';
import type home from '../content/locales/it/home.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
    defaultNS: 'translation';
    resources: { translation: typeof common & typeof contact & typeof demo & typeof home };
  }
}
