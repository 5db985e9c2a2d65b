/**
 * The words editors read in the editor at /admin/: the labels and hints of every content file,
 * field and locale key, in Italian and English (the two languages the editor's own screens are
 * written in here). gatsby/cms/ generates the editor's configuration from these words, the content
 * model (gatsby/content-model.ts) and the shape of the Italian locale files; nothing about what a
 * field may hold is written here, only how it is called and explained.
 *
 * What used to be the comments at the top of each content/*.yaml file lives in FILE_WORDS now: a
 * save from the editor rewrites the YAML and would drop comments.
 *
 * A content file, field or locale key without words here stops the build (the generator names it),
 * so a developer who adds one also explains it to the editors.
 */
import type { VOCABULARIES, VocabularyName } from './content-model';

/** The languages of the editor's labels and hints: Italian (the studio's) and English. */
export const EDITOR_LANGUAGES = ['it', 'en'] as const;
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

/** One text in each editor language. */
export type Words = Readonly<Record<EditorLanguage, string>>;

const t = (it: string, en: string): Words => ({ it, en });

export interface FieldWords {
  label: Words;
  /** Below the field: what it is for, where the page shows it, what to watch out for. */
  hint?: Words;
}

export interface FileWords {
  /** The file's name in the editor's list. */
  label: Words;
  /** What the file holds and where its words are: shown with the file's fields. */
  hint: Words;
  /** One entry of a list file ("Add Service"). */
  item?: Words;
  /** Words of this file's fields; the fields of FIELD_WORDS need none unless they differ here. */
  fields?: Readonly<Record<string, Partial<FieldWords>>>;
}

/** Fields that mean the same in every content file. */
export const FIELD_WORDS: Readonly<Record<string, FieldWords>> = {
  id: {
    label: t('Identificativo', 'Identifier'),
    hint: t(
      'Lettere minuscole, cifre e trattini (es. web-apps), diverso per ogni voce. Collega la voce alle sue parole in «Testi»: se lo cambi, cambia anche la chiave delle parole nelle tre lingue.',
      'Lowercase letters, digits and hyphens (e.g. web-apps), different for each entry. It links the entry to its words under “Words”: if you change it, change the key of its words in the three languages too.',
    ),
  },
  icon: { label: t('Icona', 'Icon') },
  value: {
    label: t('Valore', 'Value'),
    hint: t(
      'Un numero semplice, senza simboli: la pagina lo scrive nel modo di ogni lingua.',
      'A plain number, without symbols: the page writes it the way each language does.',
    ),
  },
  // Each choice says how it is written (VALUE_WORDS).
  unit: { label: t('Come si scrive', 'How it is written') },
  signed: {
    label: t('Segno + davanti', 'Plus sign in front'),
    hint: t(
      '«Sì» scrive +40% invece di 40%. Vuoto: senza segno.',
      '“Yes” writes +40% instead of 40%. Empty: no sign.',
    ),
  },
};

/** Per content file (its name under content/): the words that were the comments at its top. */
export const FILE_WORDS: Readonly<Record<string, FileWords>> = {
  'site.yaml': {
    label: t('Dati dello studio', 'Studio facts'),
    hint: t(
      'Dati sullo studio usati in tutta la pagina. Le parole della pagina sono in «Testi».',
      'Facts about the studio used across the page. The words of the page are under “Words”.',
    ),
    fields: {
      name: {
        label: t('Nome dello studio', 'Studio name'),
        hint: t(
          'Nel piè di pagina (al posto di {{name}}), nei titoli e nei dati per i motori di ricerca.',
          'In the footer (in place of {{name}}), in titles and in the data for search engines.',
        ),
      },
      email: { label: t('E-mail di contatto', 'Contact e-mail') },
      copyrightYear: {
        label: t('Anno del copyright', 'Copyright year'),
        hint: t(
          'Il piè di pagina lo mostra al posto di {{year}}.',
          'The footer shows it in place of {{year}}.',
        ),
      },
      teamIcon: {
        label: t('Icona del riquadro del team', 'Icon of the team box'),
        hint: t('Nella sezione Chi siamo.', 'In the About section.'),
      },
      areaServed: {
        label: t('Area servita', 'Area served'),
        hint: t(
          'Dove lo studio lavora; i motori di ricerca lo leggono dai dati strutturati della pagina.',
          'Where the studio takes clients; search engines read it from the page’s structured data.',
        ),
      },
      legalName: {
        label: t('Ragione sociale', 'Registered name'),
        hint: t(
          'Il titolare del trattamento che le pagine legali nominano (al posto di {{legalName}}).',
          'The data controller the legal pages name (in place of {{legalName}}).',
        ),
      },
      address: {
        label: t('Sede legale', 'Registered address'),
        hint: t(
          'L’indirizzo della sede, nelle pagine legali al posto di {{address}}. Sostituisci quello di esempio prima di pubblicare: la build di produzione avvisa finché è quello.',
          'The registered address, in the legal pages in place of {{address}}. Replace the sample before publishing: the production build warns while it is the sample.',
        ),
      },
    },
  },
  'footer-links.yaml': {
    label: t('Link del piè di pagina', 'Footer links'),
    hint: t(
      'I link legali in fondo alla pagina, in ordine. Le loro parole: Testi › Comune › Piè di pagina › Link.',
      'The legal links at the bottom of the page, in order. Their words: Words › Common › Footer › Links.',
    ),
    item: t('Link', 'Link'),
    fields: {
      href: {
        label: t('Indirizzo', 'Address'),
        hint: t(
          'Una pagina del sito («/privacy/»: ogni lingua apre la sua, «/en/privacy/» in inglese), un altro sito (https://…) o mailto:…. Le pagine legali sono i file di content/legal/<lingua>/.',
          'A page of the site ("/privacy/": each language opens its own, "/en/privacy/" in English), another site (https://…) or mailto:…. The legal pages are the files in content/legal/<language>/.',
        ),
      },
    },
  },
  'hero-stats.yaml': {
    label: t('Cifre dell’apertura', 'Hero figures'),
    hint: t(
      'Le cifre sotto il titolo principale, in ordine. Le loro parole: Testi › Home › Apertura › Cifre.',
      'The figures under the main title, in order. Their words: Words › Home › Hero › Figures.',
    ),
    item: t('Cifra', 'Figure'),
  },
  'values.yaml': {
    label: t('Valori (Chi siamo)', 'Values (About)'),
    hint: t(
      'Le schede dei valori della sezione Chi siamo, in ordine. Titolo e descrizione: Testi › Home › Chi siamo › Valori.',
      'The value cards of the About section, in order. Title and description: Words › Home › About › Values.',
    ),
    item: t('Valore', 'Value'),
  },
  'about-badges.yaml': {
    label: t('Badge (Chi siamo)', 'Badges (About)'),
    hint: t(
      'I badge della sezione Chi siamo (5+ progetti, 100% clienti), in ordine. Le loro parole: Testi › Home › Chi siamo › Badge.',
      'The badges of the About section (5+ projects, 100% clients), in order. Their words: Words › Home › About › Badges.',
    ),
    item: t('Badge', 'Badge'),
  },
  'services.yaml': {
    label: t('Servizi', 'Services'),
    hint: t(
      'Le schede dei servizi, nell’ordine della pagina (trascina per riordinare). Titolo, descrizione e i tre punti di ogni servizio: Testi › Home › Servizi › Servizi offerti. Per aggiungere un servizio: aggiungilo qui, salva, ricarica l’editor e scrivi le sue parole nelle tre lingue.',
      'The service cards, in page order (drag to reorder). Each service’s title, description and three points: Words › Home › Services › The services. To add a service: add it here, save, reload the editor and write its words in the three languages.',
    ),
    item: t('Servizio', 'Service'),
    fields: {
      gradient: {
        label: t('Colore', 'Colour'),
        hint: t('Il colore del riquadro dell’icona.', 'The colour of the icon’s box.'),
      },
    },
  },
  'kpis.yaml': {
    label: t('KPI della demo', 'Demo KPIs'),
    hint: t(
      'Le schede KPI della demo, in ordine. Dati di esempio: la pagina non li legge da nessun sistema. I loro nomi: Testi › Demo › KPI.',
      'The demo’s KPI cards, in order. Sample data: the page reads them from no system. Their names: Words › Demo › KPIs.',
    ),
    item: t('KPI', 'KPI'),
    fields: {
      icon: { label: t('Icona', 'Icon') },
      value: {
        hint: t(
          'Un numero semplice (1200000, 23.4; il punto per i decimali): la pagina lo scrive nella lingua del visitatore.',
          'A plain number (1200000, 23.4; a dot for decimals): the page writes it in the visitor’s language.',
        ),
      },
      unit: {
        label: t('Come si scrive', 'How it is written'),
        hint: t('La valuta è in «Impostazioni della demo».', 'The currency is in “Demo settings”.'),
      },
      change: {
        label: t('Variazione (%)', 'Change (%)'),
        hint: t(
          'Quanto è cambiato, in percentuale, senza segno: la direzione è in «Direzione».',
          'How much it changed, in percent, without a sign: the direction is in “Direction”.',
        ),
      },
      changeType: { label: t('Direzione', 'Direction') },
      period: {
        label: t('Confrontato con', 'Compared with'),
        hint: t(
          'Le parole di ogni periodo: Testi › Demo › Periodi di confronto.',
          'The words of each period: Words › Demo › Comparison periods.',
        ),
      },
    },
  },
  'revenue.yaml': {
    label: t('Ricavi mensili (grafico)', 'Monthly revenue (chart)'),
    hint: t(
      'Il grafico dei ricavi della demo: un punto per mese, in ordine.',
      'The demo’s revenue chart: one point per month, in order.',
    ),
    item: t('Mese', 'Month'),
    fields: {
      month: {
        label: t('Mese (1–12)', 'Month (1–12)'),
        hint: t(
          '1 è gennaio, 12 dicembre: la pagina ne scrive il nome nella lingua del visitatore.',
          '1 is January, 12 December: the page writes its name in the visitor’s language.',
        ),
      },
      value: {
        label: t('Ricavo del mese', 'Revenue of the month'),
        hint: t(
          'In unità intere della valuta delle «Impostazioni della demo».',
          'In whole units of the currency of “Demo settings”.',
        ),
      },
    },
  },
  'demo-summary.yaml': {
    label: t('Riepilogo della demo', 'Demo summary'),
    hint: t(
      'Le cifre di riepilogo accanto al grafico della demo, in ordine. I loro nomi: Testi › Demo › Nomi delle cifre di riepilogo.',
      'The summary figures beside the demo’s chart, in order. Their names: Words › Demo › Summary figure names.',
    ),
    item: t('Cifra', 'Figure'),
    fields: {
      unit: {
        hint: t(
          'percentuale (99.9 → 99,9%) o «su» (valore 24, su 7 → 24/7).',
          'percent (99.9 → 99.9%) or “per” (value 24, per 7 → 24/7).',
        ),
      },
      per: {
        label: t('Su (solo con «su»)', 'Per (only with “per”)'),
        hint: t(
          'Il numero dopo la barra: 7 in 24/7. Vuoto con le percentuali.',
          'The number after the slash: 7 in 24/7. Empty with percentages.',
        ),
      },
    },
  },
  'demo-dashboard.yaml': {
    label: t('Impostazioni della demo', 'Demo settings'),
    hint: t(
      'La valuta e l’ora di aggiornamento della demo.',
      'The demo’s currency and update time.',
    ),
    fields: {
      currency: {
        label: t('Valuta', 'Currency'),
        hint: t(
          'Il codice della valuta di KPI e ricavi.',
          'The currency code of the KPIs and revenue.',
        ),
      },
      updatedMinutesAgo: {
        label: t('Aggiornato (minuti fa)', 'Updated (minutes ago)'),
        hint: t(
          'La riga «Aggiornato … fa» sotto la demo.',
          'The “Updated … ago” line under the dashboard.',
        ),
      },
    },
  },
};

/**
 * The choices of each fixed list, as the editor shows them (the file keeps the value). A Record
 * over the vocabulary's own values, so a value added to the content model needs its words here.
 */
export const VALUE_WORDS: {
  readonly [V in VocabularyName]: Readonly<
    Record<(typeof VOCABULARIES)[V]['values'][number], Words>
  >;
} = {
  IconName: {
    barChart: t('grafico a barre', 'bar chart'),
    brain: t('cervello', 'brain'),
    code: t('codice', 'code'),
    plug: t('spina', 'plug'),
    puzzle: t('puzzle', 'puzzle'),
    shieldCheck: t('scudo', 'shield'),
    trendingUp: t('freccia in crescita', 'rising arrow'),
    users: t('persone', 'people'),
  },
  KpiIconName: {
    activity: t('attività (battito)', 'activity (pulse)'),
    creditCard: t('carta di credito', 'credit card'),
    euro: t('euro', 'euro'),
    shoppingCart: t('carrello', 'shopping cart'),
    target: t('bersaglio', 'target'),
    users: t('persone', 'people'),
  },
  GradientName: {
    indigo: t('indaco', 'indigo'),
    cyan: t('azzurro', 'cyan'),
    violet: t('viola', 'violet'),
    emerald: t('smeraldo', 'emerald'),
  },
  StatUnit: {
    percent: t('percentuale (40 → 40%)', 'percent (40 → 40%)'),
    multiplier: t('moltiplicatore (3 → 3x)', 'multiplier (3 → 3x)'),
    plus: t('più (5 → 5+)', 'plus (5 → 5+)'),
    number: t('numero semplice', 'plain number'),
  },
  KpiUnit: {
    currencyCompact: t(
      'valuta compatta (1200000 → 1,2 Mln €)',
      'compact currency (1200000 → €1.2M)',
    ),
    currency: t('valuta (89 → 89 €)', 'currency (89 → €89)'),
    number: t('numero (2847 → 2.847)', 'number (2847 → 2,847)'),
    percent: t('percentuale (23.4 → 23,4%)', 'percent (23.4 → 23.4%)'),
  },
  ChangeType: {
    positive: t('in aumento', 'up'),
    negative: t('in calo', 'down'),
  },
  KpiPeriod: {
    month: t('mese scorso', 'last month'),
    quarter: t('trimestre scorso', 'last quarter'),
    year: t('anno scorso', 'last year'),
  },
  SummaryUnit: {
    percent: t('percentuale (99.9 → 99,9%)', 'percent (99.9 → 99.9%)'),
    per: t('su (24 su 7 → 24/7)', 'per (24 per 7 → 24/7)'),
  },
  Currency: {
    EUR: t('euro (EUR)', 'euro (EUR)'),
    USD: t('dollaro USA (USD)', 'US dollar (USD)'),
    GBP: t('sterlina (GBP)', 'pound sterling (GBP)'),
    CHF: t('franco svizzero (CHF)', 'Swiss franc (CHF)'),
  },
};

/** The locale files (content/locales/<language>/<name>.json), in the order the editor lists them. */
export const NAMESPACE_WORDS: Readonly<Record<string, FieldWords & { hint: Words }>> = {
  home: {
    label: t('Home: apertura, chi siamo, servizi', 'Home: hero, about, services'),
    hint: t('content/locales/<lingua>/home.json', 'content/locales/<language>/home.json'),
  },
  demo: {
    label: t('Demo (cruscotto)', 'Demo (dashboard)'),
    hint: t('content/locales/<lingua>/demo.json', 'content/locales/<language>/demo.json'),
  },
  contact: {
    label: t('Contatti (modulo)', 'Contact (form)'),
    hint: t('content/locales/<lingua>/contact.json', 'content/locales/<language>/contact.json'),
  },
  common: {
    label: t('Comune: menu, piè di pagina, pagina 404', 'Common: menu, footer, 404 page'),
    hint: t('content/locales/<lingua>/common.json', 'content/locales/<language>/common.json'),
  },
};

/**
 * The words of an entry's own words in a locale file (services.items.<id>, footer.links.<id>…),
 * by the content file the entry belongs to: "Servizio «web-apps»".
 */
export const ENTRY_WORDS: Readonly<Record<string, Words>> = {
  'services.yaml': t('Servizio', 'Service'),
  'values.yaml': t('Valore', 'Value'),
  'about-badges.yaml': t('Badge', 'Badge'),
  'hero-stats.yaml': t('Cifra', 'Figure'),
  'footer-links.yaml': t('Link', 'Link'),
  'kpis.yaml': t('KPI', 'KPI'),
  'demo-summary.yaml': t('Cifra', 'Figure'),
};

/**
 * Locale keys, by their full dotted path ("hero.title") or, for keys that mean the same wherever
 * they are, by their last part ("title"). The full path wins.
 */
export const KEY_WORDS: Readonly<Record<string, FieldWords>> = {
  // Parts of the page
  hero: { label: t('Apertura (in cima alla pagina)', 'Hero (top of the page)') },
  about: { label: t('Chi siamo', 'About') },
  services: { label: t('Servizi', 'Services') },
  demo: { label: t('Demo', 'Demo') },
  contact: { label: t('Contatti', 'Contact') },
  nav: { label: t('Barra di navigazione', 'Navigation bar') },
  footer: { label: t('Piè di pagina', 'Footer') },
  notFound: {
    label: t('Pagina 404 (pagina non trovata)', '404 page (page not found)'),
  },
  meta: {
    label: t('Motori di ricerca e condivisioni', 'Search engines and link previews'),
    hint: t(
      'Non si vedono nella pagina: li mostrano Google e le anteprime dei link nei social.',
      'Not on the page itself: Google and link previews in social apps show them.',
    ),
  },
  // Texts found in several parts
  eyebrow: {
    label: t('Occhiello', 'Eyebrow'),
    hint: t('La riga breve sopra il titolo.', 'The short line above the title.'),
  },
  title: { label: t('Titolo', 'Title') },
  subtitle: { label: t('Sottotitolo', 'Subtitle') },
  intro: {
    label: t('Introduzione', 'Introduction'),
    hint: t('Il paragrafo sotto il titolo.', 'The paragraph under the title.'),
  },
  description: { label: t('Descrizione', 'Description') },
  cta: {
    label: t('Pulsante', 'Button'),
    hint: t('Porta al modulo di contatto.', 'Leads to the contact form.'),
  },
  items: { label: t('Voci', 'Items') },
  label: {
    label: t('Etichetta', 'Label'),
  },
  placeholder: {
    label: t('Esempio nel campo vuoto', 'Example in the empty field'),
    hint: t(
      'Il testo grigio che il campo mostra finché è vuoto.',
      'The grey text the field shows while it is empty.',
    ),
  },
  // home.json: hero
  'hero.titleStart': {
    label: t('Titolo, prima parte', 'Title, first part'),
    hint: t('In nero.', 'In black.'),
  },
  'hero.titleHighlight': {
    label: t('Titolo, parte colorata', 'Title, coloured part'),
    hint: t(
      'Segue la prima parte, nel colore del marchio.',
      'Follows the first part, in the brand colour.',
    ),
  },
  'hero.primaryCta': {
    label: t('Pulsante principale', 'Main button'),
    hint: t('Porta al modulo di contatto.', 'Leads to the contact form.'),
  },
  'hero.secondaryCta': {
    label: t('Pulsante secondario', 'Second button'),
    hint: t('Porta ai servizi.', 'Leads to the services.'),
  },
  'hero.statsLabel': {
    label: t(
      'Titolo delle cifre (per lettori di schermo)',
      'Heading of the figures (screen readers)',
    ),
    hint: t(
      'Non si vede: lo leggono i lettori di schermo prima delle cifre.',
      'Not shown: screen readers read it before the figures.',
    ),
  },
  'hero.stats': {
    label: t('Cifre', 'Figures'),
    hint: t(
      'Le parole sotto ogni cifra. I numeri: Dati › Cifre dell’apertura.',
      'The words under each figure. The numbers: Facts › Hero figures.',
    ),
  },
  // home.json: about
  'about.values': {
    label: t('Valori', 'Values'),
    hint: t(
      'Icone e ordine: Dati › Valori (Chi siamo).',
      'Icons and order: Facts › Values (About).',
    ),
  },
  'about.team': {
    label: t('Riquadro del team', 'Team box'),
    hint: t('L’icona: Dati › Dati dello studio.', 'Its icon: Facts › Studio facts.'),
  },
  'about.badges': {
    label: t('Badge', 'Badges'),
    hint: t(
      'Le parole accanto a ogni cifra. I numeri: Dati › Badge (Chi siamo).',
      'The words beside each figure. The numbers: Facts › Badges (About).',
    ),
  },
  // home.json: services
  'services.featuresLabel': {
    label: t('Titolo dei tre punti', 'Heading of the three points'),
    hint: t('Sopra i tre punti di ogni servizio.', 'Above each service’s three points.'),
  },
  'services.items': {
    label: t('Servizi offerti', 'The services'),
    hint: t('Icona, colore e ordine: Dati › Servizi.', 'Icon, colour and order: Facts › Services.'),
  },
  features: {
    label: t('I tre punti', 'The three points'),
    hint: t('Esattamente tre, brevi.', 'Exactly three, short.'),
  },
  // demo.json
  'demo.sample': {
    label: t('Etichetta «dati di esempio»', '“Sample data” label'),
  },
  'demo.kpisLabel': {
    label: t('Titolo dei KPI (per lettori di schermo)', 'Heading of the KPIs (screen readers)'),
  },
  'demo.kpis': {
    label: t('KPI', 'KPIs'),
    hint: t(
      'Il nome di ogni scheda KPI. Numeri e icone: Dati › KPI della demo.',
      'The name of each KPI card. Numbers and icons: Facts › Demo KPIs.',
    ),
  },
  'demo.change': {
    label: t(
      'Direzione della variazione (per lettori di schermo)',
      'Direction of the change (screen readers)',
    ),
  },
  'demo.change.positive': { label: t('In aumento', 'Up') },
  'demo.change.negative': { label: t('In calo', 'Down') },
  'demo.periods': {
    label: t('Periodi di confronto', 'Comparison periods'),
    hint: t('La riga sotto la variazione di un KPI.', 'The line under a KPI’s change.'),
  },
  'demo.periods.month': { label: t('Mese', 'Month') },
  'demo.periods.quarter': { label: t('Trimestre', 'Quarter') },
  'demo.periods.year': { label: t('Anno', 'Year') },
  'demo.chart': { label: t('Grafico dei ricavi', 'Revenue chart') },
  'demo.chart.subtitle': {
    label: t('Sottotitolo', 'Subtitle'),
    hint: t(
      '{{from}} e {{to}} diventano il primo e l’ultimo mese del grafico.',
      '{{from}} and {{to}} become the chart’s first and last month.',
    ),
  },
  'demo.chart.series': {
    label: t('Nome della serie', 'Series name'),
    hint: t('Nel riquadro che appare passando sul grafico.', 'In the box shown over the chart.'),
  },
  'demo.chart.tableCaption': {
    label: t('Titolo della tabella (per lettori di schermo)', 'Table caption (screen readers)'),
    hint: t(
      'Il grafico esiste anche come tabella per chi non lo vede.',
      'The chart also exists as a table for people who cannot see it.',
    ),
  },
  'demo.chart.month': { label: t('Colonna «mese» della tabella', 'Table’s “month” column') },
  'demo.chart.value': { label: t('Colonna «ricavi» della tabella', 'Table’s “revenue” column') },
  'demo.summaryLabel': {
    label: t(
      'Titolo del riepilogo (per lettori di schermo)',
      'Heading of the summary (screen readers)',
    ),
  },
  'demo.summary': {
    label: t('Nomi delle cifre di riepilogo', 'Summary figure names'),
    hint: t('I numeri: Dati › Riepilogo della demo.', 'The numbers: Facts › Demo summary.'),
  },
  'demo.updated': {
    label: t('Riga «aggiornato»', '“Updated” line'),
    hint: t(
      '{{time}} diventa «2 minuti fa» nella lingua della pagina (Dati › Impostazioni della demo).',
      '{{time}} becomes “2 minutes ago” in the page’s language (Facts › Demo settings).',
    ),
  },
  // contact.json
  'contact.promises': { label: t('Cosa succede dopo', 'What happens next') },
  'contact.promises.items.reply': { label: t('Prima promessa', 'First promise') },
  'contact.promises.items.free': { label: t('Seconda promessa', 'Second promise') },
  'contact.promises.items.privacy': { label: t('Terza promessa', 'Third promise') },
  'contact.form': { label: t('Modulo', 'Form') },
  'contact.form.label': {
    label: t('Nome del modulo (per lettori di schermo)', 'Name of the form (screen readers)'),
  },
  'contact.form.optional': {
    label: t('Indicazione «facoltativo»', '“Optional” marker'),
    hint: t('Accanto al campo Azienda.', 'Beside the Company field.'),
  },
  'contact.form.submit': { label: t('Pulsante di invio', 'Send button') },
  'contact.form.sending': { label: t('Pulsante durante l’invio', 'Button while sending') },
  'contact.form.holding': {
    label: t('Invio in attesa del modulo', 'Sending once the form is ready'),
    hint: t(
      'Chi preme Invia prima che il modulo sia pronto legge questo; il messaggio parte appena può.',
      'Shown to someone who presses Send before the form is ready; the message goes as soon as it can.',
    ),
  },
  'contact.form.holdingOffline': {
    label: t('Invio in attesa della connessione', 'Sending once back online'),
    hint: t('Come sopra, quando il browser è offline.', 'As above, when the browser is offline.'),
  },
  'contact.form.honeypot': {
    label: t('Campo anti-spam nascosto', 'Hidden anti-spam field'),
    hint: t(
      'Nessuno lo vede; i programmi che inviano spam lo riempiono e vengono scartati.',
      'Nobody sees it; spam programs fill it in and are dropped.',
    ),
  },
  'contact.fields': { label: t('Campi del modulo', 'Form fields') },
  'contact.fields.name': { label: t('Campo «nome»', '“Name” field') },
  'contact.fields.email': { label: t('Campo «e-mail»', '“E-mail” field') },
  'contact.fields.company': { label: t('Campo «azienda»', '“Company” field') },
  'contact.fields.message': { label: t('Campo «messaggio»', '“Message” field') },
  'contact.errors': {
    label: t('Messaggi di errore del modulo', 'Form error messages'),
    hint: t('Sotto il campo sbagliato, all’invio.', 'Under the wrong field, on sending.'),
  },
  'contact.errors.nameRequired': { label: t('Nome mancante', 'Name missing') },
  'contact.errors.emailRequired': { label: t('E-mail mancante', 'E-mail missing') },
  'contact.errors.emailInvalid': { label: t('E-mail non valida', 'E-mail not valid') },
  'contact.errors.messageRequired': { label: t('Messaggio mancante', 'Message missing') },
  'contact.errors.nameTooLong': { label: t('Nome troppo lungo', 'Name too long') },
  'contact.errors.emailTooLong': { label: t('E-mail troppo lunga', 'E-mail too long') },
  'contact.errors.companyTooLong': { label: t('Azienda troppo lunga', 'Company too long') },
  'contact.errors.messageTooLong': { label: t('Messaggio troppo lungo', 'Message too long') },
  'contact.counter': {
    label: t('Contatore dei caratteri', 'Character counter'),
    hint: t(
      'Sotto un campo quasi pieno (dall’80% del limite).',
      'Under a field that is nearly full (from 80% of its limit).',
    ),
  },
  'contact.counter.remaining': { label: t('Caratteri rimasti', 'Characters left') },
  'contact.status': { label: t('Esito dell’invio', 'Sending result') },
  'contact.status.success': { label: t('Inviato', 'Sent') },
  'contact.status.error': { label: t('Non inviato', 'Not sent') },
  'contact.status.rateLimited': {
    label: t('Troppo presto per un altro invio', 'Too soon for another message'),
    hint: t(
      'Chi invia due messaggi in pochi secondi vede questo.',
      'Shown to someone who sends two messages within a few seconds.',
    ),
  },
  'contact.status.offline': { label: t('Non inviato: offline', 'Not sent: offline') },
  'contact.status.rejected': {
    label: t('Rifiutato dal servizio e-mail', 'Refused by the e-mail service'),
  },
  'contact.status.tooLarge': { label: t('Messaggio troppo grande', 'Message too large') },
  'contact.status.unavailable': {
    label: t('Modulo non più disponibile', 'Form no longer available'),
    hint: t(
      'Quando il sito è stato aggiornato dopo l’apertura della pagina.',
      'When the site was updated after the page was opened.',
    ),
  },
  'contact.status.checkAgain': {
    label: t('Campo nascosto compilato', 'Hidden field filled in'),
    hint: t(
      'Quando il campo anti-spam non è vuoto (spesso lo riempie il browser da solo).',
      'When the anti-spam field is not empty (often the browser fills it in by itself).',
    ),
  },
  'contact.recovery': {
    label: t('Cosa fare dopo un invio non riuscito', 'What to do after a failed send'),
    hint: t(
      'Sotto l’esito, finché si invia di nuovo o si modifica il messaggio.',
      'Under the result, until the visitor sends again or edits the message.',
    ),
  },
  'contact.recovery.error': { label: t('Dopo un errore', 'After an error') },
  'contact.recovery.rateLimited': { label: t('Dopo «troppo presto»', 'After “too soon”') },
  'contact.recovery.offline': { label: t('Dopo «offline»', 'After “offline”') },
  'contact.recovery.rejected': { label: t('Dopo un rifiuto', 'After a refusal') },
  'contact.recovery.tooLarge': { label: t('Dopo «troppo grande»', 'After “too large”') },
  'contact.recovery.unavailable': {
    label: t('Dopo «non più disponibile»', 'After “no longer available”'),
  },
  'contact.recovery.checkAgain': {
    label: t('Dopo «campo nascosto compilato»', 'After “hidden field filled in”'),
  },
  'contact.recovery.reload': { label: t('Pulsante per ricaricare', 'Reload button') },
  'contact.fallback': {
    label: t('Quando il modulo non può funzionare', 'When the form cannot work'),
  },
  'contact.fallback.noScript': { label: t('Senza JavaScript', 'Without JavaScript') },
  'contact.fallback.unavailable': { label: t('Codice non caricato', 'Code not loaded') },
  'contact.alternative': {
    label: t('Scrivere direttamente', 'Writing directly'),
    hint: t(
      'L’indirizzo dello studio offerto quando il modulo non può inviare.',
      'The studio’s address offered when the form cannot send.',
    ),
  },
  'contact.alternative.lead': {
    label: t('Frase prima dell’indirizzo', 'Words before the address'),
  },
  'contact.alternative.subject': {
    label: t('Oggetto dell’e-mail', 'Subject of the e-mail'),
    hint: t(
      'Già compilato quando il visitatore apre il link all’indirizzo.',
      'Filled in when the visitor opens the link to the address.',
    ),
  },
  'contact.notSpecified': {
    label: t('Azienda non indicata', 'Company not given'),
    hint: t(
      'Nell’e-mail che ricevete, quando il campo Azienda è vuoto.',
      'In the e-mail you receive, when the Company field is empty.',
    ),
  },
  'contact.privacyNotice': { label: t('Nota sulla privacy', 'Privacy notice') },
  'contact.privacyNotice.text': {
    label: t('Testo', 'Text'),
    hint: t('Sotto il pulsante di invio.', 'Under the send button.'),
  },
  'contact.privacyNotice.link': { label: t('Testo del link', 'Link text') },
  // common.json
  'meta.title': { label: t('Titolo nella scheda del browser', 'Title in the browser tab') },
  'meta.description': {
    label: t('Descrizione per i motori di ricerca', 'Description for search engines'),
  },
  'meta.imageAlt': {
    label: t('Descrizione dell’immagine di anteprima', 'Description of the preview image'),
    hint: t(
      'Per chi non vede l’immagine che accompagna i link condivisi.',
      'For people who cannot see the image that comes with shared links.',
    ),
  },
  skipLink: {
    label: t('Link «vai al contenuto»', '“Skip to content” link'),
    hint: t(
      'Appare solo a chi usa la tastiera, col primo Tab.',
      'Shown only to keyboard users, on the first Tab.',
    ),
  },
  'nav.label': {
    label: t(
      'Nome della navigazione (per lettori di schermo)',
      'Name of the navigation (screen readers)',
    ),
  },
  'nav.home': {
    label: t('Logo (per lettori di schermo)', 'Logo (screen readers)'),
    hint: t('Il logo riporta in cima alla pagina.', 'The logo leads back to the top of the page.'),
  },
  'nav.links': { label: t('Voci del menu', 'Menu items') },
  'nav.cta': {
    label: t('Pulsante del menu', 'Menu button'),
    hint: t('Porta al modulo di contatto.', 'Leads to the contact form.'),
  },
  'nav.openMenu': { label: t('Pulsante «apri menu» (telefono)', '“Open menu” button (phone)') },
  'nav.closeMenu': { label: t('Pulsante «chiudi menu» (telefono)', '“Close menu” button (phone)') },
  languageSwitcher: { label: t('Scelta della lingua', 'Language menu') },
  'languageSwitcher.label': { label: t('Nome del menu', 'Name of the menu') },
  'footer.tagline': { label: t('Frase sotto il logo', 'Line under the logo') },
  'footer.copyright': { label: t('Copyright', 'Copyright') },
  'footer.linksLabel': { label: t('Titolo dei link legali', 'Heading of the legal links') },
  'footer.links': {
    label: t('Link legali', 'Legal links'),
    hint: t(
      'Gli indirizzi: Dati › Link del piè di pagina.',
      'Their addresses: Facts › Footer links.',
    ),
  },
  'footer.languagesLabel': { label: t('Titolo delle lingue', 'Heading of the languages') },
  'notFound.metaTitle': { label: t('Titolo nella scheda del browser', 'Title in the browser tab') },
  'notFound.code': { label: t('Codice grande', 'Large code') },
  'notFound.home': { label: t('Link alla home', 'Link to the home page') },
  legal: {
    label: t('Pagine legali', 'Legal pages'),
    hint: t(
      'Le parole intorno ai testi di Pagine legali (privacy, termini, cookie).',
      'The words around the texts of Legal pages (privacy, terms, cookies).',
    ),
  },
  'legal.metaTitle': { label: t('Titolo nella scheda del browser', 'Title in the browser tab') },
  'legal.updated': { label: t('Data dell’ultimo aggiornamento', 'Date of the last update') },
};

/** Labels of locale-key groups whose children are the page's sections (nav.links.<section id>). */
export const SECTION_LINK_WORDS = {
  container: 'nav.links',
  label: (section: string): Words => t(`Voce «${section}»`, `Item “${section}”`),
  hint: (section: string): Words =>
    t(`Il link del menu alla sezione #${section}.`, `The menu link to the section #${section}.`),
};

/** The legal pages (content/legal/<language>/<page>.md): their fields, and the known pages' names. */
export const LEGAL_WORDS = {
  collection: t('Pagine legali (tre lingue)', 'Legal pages (three languages)'),
  collectionSingular: t('Pagina legale', 'Legal page'),
  collectionHint: t(
    'Privacy, termini e cookie: un file Markdown per pagina e lingua (content/legal/<lingua>/). I dati dello studio che nominano sono in Dati › Dati dello studio.',
    'Privacy, terms and cookies: one Markdown file per page and language (content/legal/<language>/). The studio facts they name are in Facts › Studio facts.',
  ),
  pages: {
    privacy: t('Informativa privacy', 'Privacy Policy'),
    terms: t('Termini di servizio', 'Terms of Service'),
    cookies: t('Cookie policy', 'Cookie Policy'),
  } as Readonly<Record<string, Words>>,
  /** A page without a name above: its address. */
  page: (slug: string): Words => t(`Pagina /${slug}/`, `Page /${slug}/`),
  fields: {
    title: {
      label: t('Titolo', 'Title'),
      hint: t(
        'Il titolo della pagina e della scheda del browser.',
        'The page’s heading and the browser tab’s title.',
      ),
    },
    description: {
      label: t('Descrizione', 'Description'),
      hint: t(
        'Una frase per i risultati dei motori di ricerca.',
        'One sentence for search results.',
      ),
    },
    updated: {
      label: t('Ultimo aggiornamento', 'Last updated'),
      hint: t(
        'La data dell’ultima modifica del testo, mostrata come «Ultimo aggiornamento».',
        'The date of the text’s last change, shown as “Last updated”.',
      ),
    },
    body: {
      label: t('Testo', 'Text'),
      hint: t(
        'Markdown: «## » inizia una sezione (il titolo è l’unico titolo principale), «- » una voce di elenco, **grassetto**, [parole](https://…) un link. Niente HTML. {{studioName}}, {{legalName}}, {{address}} e {{email}} prendono il valore da Dati › Dati dello studio.',
        'Markdown: “## ” starts a section (the title is the page’s only top heading), “- ” a list item, **bold**, [words](https://…) a link. No HTML. {{studioName}}, {{legalName}}, {{address}} and {{email}} take their value from Facts › Studio facts.',
      ),
    },
  } satisfies Readonly<Record<string, FieldWords>>,
  textError: t(
    'Solo testo: niente «<», «>», codici «&…;» o link script.',
    'Text only: no “<”, “>”, “&…;” codes or script links.',
  ),
  bodyError: (names: string): Words =>
    t(
      `Markdown senza HTML, senza titoli «# » (usa «## ») e senza link script; segnaposto ammessi: ${names}.`,
      `Markdown without HTML, without “# ” headings (use “## ”) and without script links; placeholders allowed: ${names}.`,
    ),
};

/** The editor's own words around the content. */
export const UI_WORDS = {
  appTitle: t('Nodo Studio · Contenuti', 'Nodo Studio · Content'),
  words: t('Testi (tre lingue)', 'Words (three languages)'),
  wordsSingular: t('Testi', 'Words'),
  wordsHint: t(
    'Le parole della pagina, affiancate: l’italiano a sinistra (il riferimento), inglese o francese a destra.',
    'The page’s words, side by side: Italian on the left (the reference), English or French on the right.',
  ),
  facts: t('Dati (numeri, icone, colori, ordine)', 'Facts (numbers, icons, colours, order)'),
  factsSingular: t('Dati', 'Facts'),
  factsHint: t(
    'Numeri, icone, colori e l’ordine delle voci. Le parole di ogni voce sono in «Testi».',
    'Numbers, icons, colours and the order of entries. The words of each entry are under “Words”.',
  ),
  yes: t('sì', 'yes'),
  no: t('no', 'no'),
  point: t('Punto', 'Point'),
  entryLabel: (entry: Words, id: string): Words => t(`${entry.it} «${id}»`, `${entry.en} “${id}”`),
  entryHint: (file: string, fileLabel: Words, id: string): Words =>
    t(
      `Le parole della voce «${id}» di Dati › ${fileLabel.it} (content/${file}).`,
      `The words of the entry “${id}” of Facts › ${fileLabel.en} (content/${file}).`,
    ),
  placeholdersHint: (names: string): Words =>
    t(
      `Lascia ${names} come sono: la pagina li sostituisce con il valore.`,
      `Keep ${names} as they are: the page puts the value in their place.`,
    ),
  placeholdersError: (names: string): Words =>
    t(
      `Deve contenere ${names}, così come sono, e nessun altro {{…}}.`,
      `Must contain ${names}, as they are, and no other {{…}}.`,
    ),
  idError: t(
    'Solo lettere minuscole, cifre e trattini, es. web-apps.',
    'Only lowercase letters, digits and hyphens, e.g. web-apps.',
  ),
  emailError: t('Non è un indirizzo e-mail.', 'Not an e-mail address.'),
  hrefError: t(
    'Deve iniziare con #, /, https:// o mailto:',
    'Must start with #, /, https:// or mailto:',
  ),
} as const;
