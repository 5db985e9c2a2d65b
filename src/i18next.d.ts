// Keys typed from the Italian locale files; one merged type, since at run time every namespace is
// searched. A new locale file is added here too.
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
