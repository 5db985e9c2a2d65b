// The one zod schema of content/: the check, GraphQL types, editor config and JSON Schemas derive from it.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGE_CODES } from '../src/lib/languages';
import { SECTIONS } from '../src/lib/page-shape';
import { GRADIENTS } from '../src/theme/gradients';
import {
  brokenRules,
  editorPattern,
  FACT_RULES,
  italianCheckDigitProblem,
  LEGAL_TEXT_RULES,
  MARKDOWN_WORDS_RULES,
  PICTURE_RULE,
  wordRules,
} from './content-rules';
import type { Rule, Words } from './content-rules';

// GraphQL enums; components take a `Record<Queries.<name>, …>`: a new value fails tsc until drawn.
export const VOCABULARIES = {
  IconName: {
    label: 'icon',
    values: ['barChart', 'brain', 'code', 'plug', 'puzzle', 'shieldCheck', 'trendingUp', 'users'],
  },
  KpiIconName: {
    label: 'KPI icon',
    values: ['activity', 'creditCard', 'euro', 'shoppingCart', 'target', 'users'],
  },
  GradientName: { label: 'gradient', values: Object.keys(GRADIENTS) },
  StatUnit: { label: 'unit', values: ['percent', 'multiplier', 'plus', 'number'] },
  KpiUnit: { label: 'KPI unit', values: ['currencyCompact', 'currency', 'number', 'percent'] },
  ChangeType: { label: 'change type', values: ['positive', 'negative'] },
  KpiPeriod: { label: 'period', values: ['month', 'quarter', 'year'] },
  SummaryUnit: { label: 'summary unit', values: ['percent', 'per'] },
  Currency: { label: 'currency', values: ['EUR', 'USD', 'GBP', 'CHF'] },
  // An engagement's price is for the whole of it, or for each month of it (support).
  PricePeriod: { label: 'price period', values: ['project', 'month'] },
  // Each form's name in every language is under company.forms (common.json).
  LegalForm: {
    label: 'legal form',
    values: ['soleTrader', 'freelancer', 'snc', 'sas', 'srl', 'srls', 'spa', 'sapa', 'cooperative'],
  },
} as const satisfies Record<string, { label: string; values: readonly string[] }>;

export type VocabularyName = keyof typeof VOCABULARIES;

/** Each vocabulary as an enum with an id: JSON Schema $defs and GraphQL enums take its name. */
const ENUMS = Object.fromEntries(
  Object.entries(VOCABULARIES).map(([id, { label, values }]) => [
    id,
    z.enum(values).meta({ id, title: label }),
  ]),
) as Record<VocabularyName, z.ZodEnum>;

export const show = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** Each ruled field's rules, for the editor's per-language patterns (cms/config.ts). */
const RULES = new WeakMap<z.core.$ZodType, readonly Rule[]>();
export const rulesOf = (schema: z.core.$ZodType | undefined): readonly Rule[] =>
  (schema && RULES.get(schema instanceof z.ZodOptional ? schema.unwrap() : schema)) ?? [];

function ruled(rules: readonly Rule[], schema = z.string(), meta: Record<string, string> = {}) {
  const result = schema.superRefine((value, ctx) => {
    for (const broken of brokenRules(value, rules))
      ctx.addIssue({ code: 'custom', message: broken.message.en });
  });
  // Code editors check content/ with the JSON Schemas: the same rules, as one pattern.
  const described = result.meta({ pattern: editorPattern(rules, 'en')?.[0], ...meta });
  RULES.set(described, rules);
  return described;
}

/** A field's label and hint at /admin/, in the editor's two languages (cms/config.ts). */
export interface EditorWords {
  label: Words;
  hint?: Words;
}
// A registry of their own, not .meta(): the words stay out of the JSON Schemas of content/.
const EDITOR_WORDS = z.registry<EditorWords>();
export const editorWords = (schema: z.core.$ZodType | undefined): EditorWords | undefined =>
  schema && EDITOR_WORDS.get(schema);

/** A field with its editor words, on a copy: fields sharing a schema (text) each get theirs. */
function labelled<T extends z.ZodType>(schema: T, label: Words, hint?: Words): T {
  const copy = schema.clone() as T;
  EDITOR_WORDS.add(copy, hint ? { label, hint } : { label });
  const rules = RULES.get(schema);
  if (rules) RULES.set(copy, rules);
  return copy;
}

const fact = (name: keyof typeof FACT_RULES) => ruled([FACT_RULES[name]]);
/** Free text: any characters, "<", ">" and "&" included; the page shows it as written. */
const text = z.string();
const id = labelled(
  fact('id'),
  { it: 'Identificativo', en: 'Identifier' },
  {
    it: 'Lettere minuscole, cifre e trattini (es. web-apps), diverso per ogni voce: i messaggi della build nominano la voce con questo.',
    en: 'Lowercase letters, digits and hyphens (e.g. web-apps), different for each entry: the build’s messages name the entry by it.',
  },
);
const checkDigit = z.string().superRefine((value, ctx) => {
  const problem = italianCheckDigitProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const icon = (vocabulary: z.ZodEnum) => labelled(vocabulary, { it: 'Icona', en: 'Icon' });
const plainNumber = {
  it: 'Un numero semplice, senza simboli: la pagina lo scrive nel modo di ogni lingua.',
  en: 'A plain number, without symbols: the page writes it the way each language does.',
};
const howWritten = { it: 'Come si scrive', en: 'How it is written' };
const figure = {
  value: labelled(z.int().min(0), { it: 'Valore', en: 'Value' }, plainNumber),
  unit: labelled(ENUMS.StatUnit, howWritten),
  signed: labelled(
    z.boolean().optional(),
    { it: 'Segno + davanti', en: 'Plus sign in front' },
    {
      it: '«Sì» scrive +40% invece di 40%. Vuoto: senza segno.',
      en: '“Yes” writes +40% instead of 40%. Empty: no sign.',
    },
  ),
};
// contentMediaType makes a picture's path a File in GraphQL and an image field in the editor.
const picture = ruled([PICTURE_RULE], z.string(), { contentMediaType: 'image/*' });
/** A text a visitor reads: blank is an editor's slip, never a choice. */
const nonEmptyText = z.string().refine((value) => value.trim() !== '', 'the text is empty');

/** Words a visitor reads, in every language of page-shape.json side by side: `{ it, en, fr }`. */
const translated = () =>
  z
    .strictObject(
      Object.fromEntries(LANGUAGE_CODES.map((code) => [code, ruled(wordRules(''), nonEmptyText)])),
    )
    .meta({ translated: true });

/** A short Markdown text in every language (a question's answer): links, no HTML. */
const translatedMarkdown = () =>
  z
    .strictObject(
      Object.fromEntries(
        LANGUAGE_CODES.map((code) => [code, ruled(MARKDOWN_WORDS_RULES, nonEmptyText)]),
      ),
    )
    .meta({ translated: true });

/** Marks an entry the site shipped with: the page labels it, a public build warns while it stays. */
const sample = (label: Words) =>
  labelled(z.boolean().optional(), label, {
    it: '«Sì» mostra l’etichetta «Esempio» sulla pagina e la build di produzione avvisa. Metti «no» quando la voce è vera.',
    en: '“Yes” shows the “Sample” label on the page and the production build warns. Set “no” once the entry is real.',
  });

const pictureAlt = () =>
  labelled(
    translated(),
    { it: 'Descrizione della foto', en: 'Description of the picture' },
    {
      it: 'Ciò che la foto mostra, per chi non la vede (lettori di schermo, motori di ricerca).',
      en: 'What the picture shows, for those who cannot see it (screen readers, search engines).',
    },
  );

type Entry = Record<string, unknown>;
type Context = z.core.$RefinementCtx<Entry>;

// Codice civile art. 2250: the forms that state their paid-up share capital, and those whose only
// shareholder is stated as "socio unico"; a freelancer has no companies register (REA) entry.
const CAPITAL_FORMS: readonly string[] = ['srl', 'srls', 'spa', 'sapa'];
const SOLE_SHAREHOLDER_FORMS: readonly string[] = ['srl', 'srls', 'spa'];

function companyRules(company: Entry, ctx: Context) {
  const form = company?.legalForm as string;
  if (!VOCABULARIES.LegalForm.values.includes(form as never)) return;
  const problem = (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  const missing = (fields: string[], why: string) => {
    for (const field of fields) if (company[field] === undefined) problem(field, `missing: ${why}`);
  };
  const law = `the legal form "${form}" states its`;
  if (CAPITAL_FORMS.includes(form))
    missing(['shareCapital'], `${law} paid-up share capital in euros (codice civile art. 2250)`);
  const rea = ['reaOffice', 'reaNumber'];
  const registered = form !== 'freelancer';
  if (registered || rea.some((field) => company[field] !== undefined))
    missing(
      rea,
      registered
        ? `${law} companies register entry (REA), office and number (codice civile art. 2250)`
        : 'the companies register entry (REA) has an office and a number: give both, or neither',
    );
  if (company.soleShareholder === true && !SOLE_SHAREHOLDER_FORMS.includes(form))
    problem(
      'soleShareholder',
      `only the legal forms ${SOLE_SHAREHOLDER_FORMS.join(', ')} have a sole shareholder ("socio unico"): leave it empty for "${form}"`,
    );
}

interface FileSpec {
  /** Its name and description at /admin/; `item` names one entry of a list ("Add Service"). */
  label?: Words;
  hint?: Words;
  item?: Words;
  fields: z.ZodRawShape;
  check?: (entry: Entry, ctx: Context) => void;
  /** Entries the site cannot do without, by id, each with what missing it means to the editor. */
  requiredEntries?: Record<string, string>;
  /** A list whose section the page leaves out while it has no entries (`[]`). */
  mayBeEmpty?: boolean;
}

// The YAML files of content/; a file whose entries have an id is a list. Each field carries its
// label (and hint) at /admin/; one without shows its name there.
const FILES: Record<string, FileSpec> = {
  'site.yaml': {
    label: { it: 'Dati dello studio', en: 'Studio facts' },
    hint: {
      it: 'Dati sullo studio usati in tutta la pagina. Le frasi della pagina sono in «Testi».',
      en: 'Facts about the studio used across the page. The page’s sentences are under “Words”.',
    },
    fields: {
      name: labelled(
        text,
        { it: 'Nome dello studio', en: 'Studio name' },
        {
          it: 'Nel piè di pagina (al posto di {{name}}), nei titoli e nei dati per i motori di ricerca.',
          en: 'In the footer (in place of {{name}}), in titles and in the data for search engines.',
        },
      ),
      email: labelled(fact('email'), { it: 'E-mail di contatto', en: 'Contact e-mail' }),
      copyrightYear: labelled(
        z.int().min(2000).max(2100),
        { it: 'Anno del copyright', en: 'Copyright year' },
        {
          it: 'Il piè di pagina lo mostra al posto di {{year}}.',
          en: 'The footer shows it in place of {{year}}.',
        },
      ),
      teamPicture: labelled(
        picture,
        { it: 'Foto del team', en: 'Team picture' },
        {
          it: 'In cima al riquadro del team (Chi siamo). JPEG, PNG, WebP o AVIF; la descrizione per chi non vede: Testi › Home › Chi siamo › Riquadro del team.',
          en: 'At the top of the team box (About). JPEG, PNG, WebP or AVIF; its description for those who cannot see it: Words › Home › About › Team box.',
        },
      ),
      areaServed: labelled(
        text,
        { it: 'Area servita', en: 'Area served' },
        {
          it: 'Dove lo studio lavora; i motori di ricerca lo leggono dai dati strutturati della pagina.',
          en: 'Where the studio takes clients; search engines read it from the page’s structured data.',
        },
      ),
      currency: labelled(
        ENUMS.Currency,
        { it: 'Valuta dei prezzi', en: 'Currency of the prices' },
        {
          it: 'La valuta dei prezzi degli incarichi; ogni lingua scrive i prezzi a modo suo (4.500 € in italiano).',
          en: 'The currency of the engagements’ prices; each language writes prices its own way (€4,500 in English).',
        },
      ),
      pricesIncludeVat: labelled(
        z.boolean(),
        { it: 'Prezzi IVA inclusa', en: 'Prices include VAT' },
        {
          it: '«No»: sotto i prezzi la pagina scrive «+ IVA» (le parole: Testi › Home › Prezzi). Lo dicono anche i dati per i motori di ricerca.',
          en: '“No”: under the prices the page writes “excl. VAT” (the words: Words › Home › Pricing). The data for search engines says so too.',
        },
      ),
      bookingUrl: labelled(
        fact('httpsUrl').optional(),
        { it: 'Link per prenotare una chiamata', en: 'Link to book a call' },
        {
          it: 'La pagina di prenotazione dello studio (Cal.com, Calendly, Google Calendar…), https://…: accanto al modulo di contatto, si apre in una nuova scheda; la privacy nomina il servizio. Vuoto: nessun link.',
          en: 'The studio’s booking page (Cal.com, Calendly, Google Calendar…), https://…: beside the contact form, it opens in a new tab; the privacy policy names the service. Empty: no link.',
        },
      ),
      heroSecondaryTarget: labelled(
        z.enum(SECTIONS.map((section) => section.id) as [string, ...string[]], {
          error: ({ input }) =>
            `${show(input)} is not a section of the page (${SECTIONS.map((section) => section.id).join(', ')})`,
        }),
        {
          it: 'Secondo pulsante dell’apertura: verso la sezione',
          en: 'Hero’s second button: to the section',
        },
        {
          it: `L’identificativo di una sezione della pagina: ${SECTIONS.map((section) => section.id).join(', ')}. Le parole del pulsante: Testi › Home › Apertura.`,
          en: `The identifier of a section of the page: ${SECTIONS.map((section) => section.id).join(', ')}. The button’s words: Words › Home › Hero.`,
        },
      ),
    },
  },
  // The company's legal identity (the P.IVA on the home page, DPR 633/1972 art. 35; France's
  // mentions légales, LCEN art. 6-III): every page's footer, the legal notice, the JSON-LD.
  'company.yaml': {
    label: { it: 'Dati legali dell’impresa', en: 'The company’s legal identity' },
    hint: {
      it: 'Ciò che la legge chiede di mostrare: il piè di pagina di ogni pagina (partita IVA, sede, REA, capitale), le Note legali e i dati per i motori di ricerca. I valori «(esempio)» e la partita IVA di esempio vanno sostituiti: la build di produzione li rifiuta.',
      en: 'What the law asks the site to show: every page’s footer (VAT number, office, REA, capital), the Legal notice and the data for search engines. Replace the “(esempio)” values and the sample VAT number: the production build refuses them.',
    },
    fields: {
      legalName: labelled(
        text,
        { it: 'Ragione sociale', en: 'Legal name' },
        {
          it: 'Il nome registrato, con la forma (es. Nodo Studio S.r.l.): nel piè di pagina, nelle pagine legali al posto di {{legalName}} e titolare del trattamento nella privacy.',
          en: 'The registered name, with its form (e.g. Nodo Studio S.r.l.): in the footer, in the legal pages in place of {{legalName}} and as data controller in the privacy policy.',
        },
      ),
      legalForm: labelled(
        ENUMS.LegalForm,
        { it: 'Forma giuridica', en: 'Legal form' },
        {
          it: 'Decide che cosa è obbligatorio: capitale sociale per S.r.l., S.r.l.s., S.p.A. e S.a.p.a.; REA per tutte tranne il libero professionista. Il suo nome in ogni lingua: Testi › Comune › Dati legali › Forme giuridiche.',
          en: 'Decides what is required: share capital for an S.r.l., S.r.l.s., S.p.A. or S.a.p.a.; the REA for all but a freelancer. Its name in each language: Words › Common › Legal identity › Legal forms.',
        },
      ),
      vatNumber: labelled(
        ruled([FACT_RULES.vatNumber], checkDigit),
        { it: 'Partita IVA', en: 'VAT number (partita IVA)' },
        {
          it: '11 cifre, senza «IT» (DPR 633/1972 art. 35: va nella home page). L’editor controlla le cifre; la build anche l’ultima, la cifra di controllo, e si ferma se non torna.',
          en: '11 digits, without “IT” (DPR 633/1972 art. 35: it must be on the home page). The editor checks the digits; the build also the last one, the check digit, and stops if it does not match.',
        },
      ),
      taxCode: labelled(
        ruled([FACT_RULES.taxCode], checkDigit).optional(),
        { it: 'Codice fiscale', en: 'Tax code (codice fiscale)' },
        {
          it: 'Solo se diverso dalla partita IVA (16 caratteri, o 11 cifre); vuoto se è lo stesso.',
          en: 'Only when it differs from the VAT number (16 characters, or 11 digits); empty if the same.',
        },
      ),
      officeStreet: labelled(text, {
        it: 'Sede legale · via e numero civico',
        en: 'Registered office · street and number',
      }),
      officePostalCode: labelled(fact('postalCode'), {
        it: 'Sede legale · CAP',
        en: 'Registered office · postal code',
      }),
      officeCity: labelled(text, { it: 'Sede legale · comune', en: 'Registered office · town' }),
      officeProvince: labelled(
        fact('province').optional(),
        { it: 'Sede legale · provincia (sigla)', en: 'Registered office · province (code)' },
        { it: 'Due lettere maiuscole, es. MI.', en: 'Two capital letters, e.g. MI.' },
      ),
      officeCountry: labelled(
        fact('country'),
        { it: 'Sede legale · paese (codice)', en: 'Registered office · country (code)' },
        {
          it: 'IT per l’Italia; ogni lingua scrive il nome del paese a modo suo.',
          en: 'IT for Italy; each language writes the country’s name its own way.',
        },
      ),
      reaOffice: labelled(
        fact('province').optional(),
        { it: 'REA · ufficio (sigla della provincia)', en: 'REA · office (province code)' },
        {
          it: 'La Camera di commercio del Registro delle imprese, es. MI (codice civile art. 2250). Vuoto solo per un libero professionista.',
          en: 'The chamber of commerce keeping the companies register, e.g. MI (codice civile art. 2250). Empty only for a freelancer.',
        },
      ),
      reaNumber: labelled(
        fact('reaNumber').optional(),
        { it: 'REA · numero', en: 'REA · number' },
        {
          it: 'Solo le cifre; il piè di pagina scrive «REA MI-1234567».',
          en: 'Digits only; the footer writes “REA MI-1234567”.',
        },
      ),
      shareCapital: labelled(
        z.number().min(1).optional(),
        { it: 'Capitale sociale versato (euro)', en: 'Paid-up share capital (euros)' },
        {
          it: 'Un numero, es. 10000: obbligatorio per S.r.l., S.r.l.s., S.p.A. e S.a.p.a. (codice civile art. 2250). Il piè di pagina lo scrive come «Cap. soc. 10.000 € i.v.».',
          en: 'A number, e.g. 10000: required for an S.r.l., S.r.l.s., S.p.A. or S.a.p.a. (codice civile art. 2250). The footer writes it as “Cap. soc. 10.000 € i.v.”.',
        },
      ),
      soleShareholder: labelled(
        z.boolean().optional(),
        { it: 'Socio unico', en: 'Sole shareholder (socio unico)' },
        {
          it: '«Sì» per una S.r.l., S.r.l.s. o S.p.A. con un solo socio: il piè di pagina lo dice.',
          en: '“Yes” for an S.r.l., S.r.l.s. or S.p.A. with one shareholder: the footer says so.',
        },
      ),
      pec: labelled(
        fact('email'),
        { it: 'PEC', en: 'Certified e-mail (PEC)' },
        {
          it: 'L’indirizzo di posta elettronica certificata, nelle Note legali.',
          en: 'The certified e-mail address (posta elettronica certificata), in the Legal notice.',
        },
      ),
      publicationDirector: labelled(
        text,
        { it: 'Responsabile della pubblicazione', en: 'Director of publication' },
        {
          it: 'Nome e cognome di chi risponde dei contenuti del sito (le mentions légales francesi lo chiedono).',
          en: 'The name of the person answering for the site’s content (French mentions légales ask for it).',
        },
      ),
      hostName: labelled(
        text,
        { it: 'Hosting · fornitore', en: 'Host · provider' },
        {
          it: 'Chi ospita il sito (es. la società del servizio di hosting), nelle Note legali.',
          en: 'Who hosts the site (e.g. the hosting service’s company), in the Legal notice.',
        },
      ),
      hostAddress: labelled(text, { it: 'Hosting · indirizzo', en: 'Host · address' }),
      hostTelephone: labelled(fact('telephone'), {
        it: 'Hosting · telefono',
        en: 'Host · telephone',
      }),
    },
    check: companyRules,
  },
  'footer-links.yaml': {
    label: { it: 'Link del piè di pagina', en: 'Footer links' },
    hint: {
      it: 'I link legali in fondo alla pagina, in ordine. Il link con identificativo «privacy» è anche quello del modulo di contatto: non toglierlo.',
      en: 'The legal links at the bottom of the page, in order. The link with the identifier “privacy” is also the contact form’s: keep it.',
    },
    item: { it: 'Link', en: 'Link' },
    fields: {
      id,
      href: labelled(
        fact('href'),
        { it: 'Indirizzo', en: 'Address' },
        {
          it: 'Una pagina del sito («/privacy/»: ogni lingua apre la sua, «/en/privacy/» in inglese), un altro sito (https://…) o mailto:…. Le pagine legali sono i file di content/legal/<lingua>/.',
          en: 'A page of the site ("/privacy/": each language opens its own, "/en/privacy/" in English), another site (https://…) or mailto:…. The legal pages are the files in content/legal/<language>/.',
        },
      ),
      label: labelled(translated(), { it: 'Parole del link', en: 'Link text' }),
    },
    // The contact form's privacy link is this entry's address (src/sections/Contact.tsx queries it).
    requiredEntries: {
      privacy:
        'the contact form\'s privacy link is this entry (add back a footer link with the identifier "privacy", its address e.g. /privacy/)',
    },
  },
  'hero-stats.yaml': {
    label: { it: 'Cifre dell’apertura', en: 'Hero figures' },
    hint: {
      it: 'Le cifre sotto il titolo principale, in ordine.',
      en: 'The figures under the main title, in order.',
    },
    item: { it: 'Cifra', en: 'Figure' },
    fields: {
      id,
      ...figure,
      label: labelled(translated(), { it: 'Parole sotto la cifra', en: 'Words under the figure' }),
    },
  },
  'values.yaml': {
    label: { it: 'Valori (Chi siamo)', en: 'Values (About)' },
    hint: {
      it: 'Le schede dei valori della sezione Chi siamo, in ordine.',
      en: 'The value cards of the About section, in order.',
    },
    item: { it: 'Valore', en: 'Value' },
    fields: {
      id,
      icon: icon(ENUMS.IconName),
      title: labelled(translated(), { it: 'Titolo', en: 'Title' }),
      description: labelled(translated(), { it: 'Descrizione', en: 'Description' }),
    },
  },
  'about-badges.yaml': {
    label: { it: 'Badge (Chi siamo)', en: 'Badges (About)' },
    hint: {
      it: 'I badge della sezione Chi siamo (5+ progetti, 100% clienti), in ordine.',
      en: 'The badges of the About section (5+ projects, 100% clients), in order.',
    },
    item: { it: 'Badge', en: 'Badge' },
    fields: {
      id,
      ...figure,
      label: labelled(translated(), {
        it: 'Parole accanto alla cifra',
        en: 'Words beside the figure',
      }),
    },
  },
  'services.yaml': {
    label: { it: 'Servizi', en: 'Services' },
    hint: {
      it: 'Le schede dei servizi, nell’ordine della pagina (trascina per riordinare). Per aggiungere un servizio: aggiungilo in fondo all’elenco, scrivi le sue parole nelle tre lingue e salva.',
      en: 'The service cards, in page order (drag to reorder). To add a service: add it at the end of the list, write its words in the three languages and save.',
    },
    item: { it: 'Servizio', en: 'Service' },
    fields: {
      id,
      icon: icon(ENUMS.IconName),
      gradient: labelled(
        ENUMS.GradientName,
        { it: 'Colore', en: 'Colour' },
        { it: 'Il colore del riquadro dell’icona.', en: 'The colour of the icon’s box.' },
      ),
      title: labelled(translated(), { it: 'Titolo', en: 'Title' }),
      description: labelled(translated(), { it: 'Descrizione', en: 'Description' }),
      features: labelled(
        z
          .array(labelled(translated(), { it: 'Punto', en: 'Point' }))
          .min(1)
          .max(3),
        { it: 'I punti', en: 'The points' },
        { it: 'Da uno a tre, brevi.', en: 'One to three, short.' },
      ),
    },
  },
  // Each project has its page, /work/<id>/ in every language; the featured ones show on the home page.
  'projects.yaml': {
    label: { it: 'Lavori (progetti)', en: 'Work (projects)' },
    hint: {
      it: 'I progetti, nell’ordine della pagina; ognuno ha la sua pagina, /work/<identificativo>/. Un progetto tiene tutto: le sue parole nelle tre lingue, le sue foto con le descrizioni, le parole del cliente. Per aggiungerne uno: aggiungilo in fondo all’elenco, riempilo e salva.',
      en: 'The projects, in page order; each has its own page, /work/<identifier>/. A project holds everything: its words in the three languages, its pictures with their descriptions, its client’s words. To add one: add it at the end of the list, fill it in and save.',
    },
    item: { it: 'Progetto', en: 'Project' },
    fields: {
      id,
      client: labelled(translated(), { it: 'Cliente o settore', en: 'Client or sector' }),
      title: labelled(translated(), { it: 'Titolo', en: 'Title' }),
      summary: labelled(
        translated(),
        {
          it: 'Riassunto (anche per i risultati di ricerca)',
          en: 'Summary (for search results too)',
        },
        {
          it: 'Una o due frasi: in cima alla pagina del progetto e sotto il suo titolo nei risultati di ricerca.',
          en: 'One or two sentences: at the top of the project’s page and under its title in search results.',
        },
      ),
      picture: labelled(
        picture,
        { it: 'Foto principale', en: 'Main picture' },
        {
          it: 'Uno screenshot o una foto del progetto, orizzontale (16:10). JPEG, PNG, WebP o AVIF, al massimo 8 MB; le foto più grandi di 2400 pixel vengono rimpicciolite al caricamento.',
          en: 'A screenshot or photo of the project, landscape (16:10). JPEG, PNG, WebP or AVIF, at most 8 MB; pictures larger than 2400 pixels are made smaller on upload.',
        },
      ),
      alt: pictureAlt(),
      challenge: labelled(translated(), { it: 'La sfida', en: 'The challenge' }),
      built: labelled(translated(), { it: 'La soluzione', en: 'What was built' }),
      outcome: labelled(translated(), { it: 'Il risultato, misurato', en: 'The measured result' }),
      stack: labelled(
        text,
        { it: 'Tecnologie', en: 'Stack' },
        {
          it: 'Le tecnologie usate, come si scrivono in ogni lingua, es. React · PostgreSQL.',
          en: 'The technologies used, written the same in every language, e.g. React · PostgreSQL.',
        },
      ),
      featured: labelled(
        z.boolean(),
        { it: 'In home page', en: 'On the home page' },
        {
          it: '«Sì» mostra la scheda del progetto nella sezione Lavori scelti della home. Ogni progetto ha comunque la sua pagina e compare nell’elenco di tutti i lavori.',
          en: '“Yes” shows the project’s card in the home page’s Selected work section. Every project has its own page anyway, and shows in the list of all the work.',
        },
      ),
      sample: labelled(
        z.boolean().optional(),
        { it: 'Progetto d’esempio', en: 'Sample project' },
        {
          it: '«Sì» mostra l’etichetta «Progetto d’esempio» e la build di produzione avvisa. Metti «no» quando il progetto è vero.',
          en: '“Yes” shows the “Sample project” label and the production build warns. Set “no” once the project is real.',
        },
      ),
      pictures: labelled(
        z
          .array(
            labelled(
              z.strictObject({
                picture: labelled(
                  picture,
                  { it: 'Foto', en: 'Picture' },
                  {
                    it: 'Uno screenshot o una foto, orizzontale (16:10). JPEG, PNG, WebP o AVIF, al massimo 8 MB.',
                    en: 'A screenshot or photo, landscape (16:10). JPEG, PNG, WebP or AVIF, at most 8 MB.',
                  },
                ),
                alt: pictureAlt(),
              }),
              { it: 'Foto', en: 'Picture' },
            ),
          )
          .optional(),
        { it: 'Altre foto', en: 'More pictures' },
        {
          it: 'Nella pagina del progetto, dopo la foto principale, in quest’ordine.',
          en: 'On the project’s page, after its main picture, in this order.',
        },
      ),
      // The client's words, published only with their consent (the pages leave them out otherwise).
      quote: labelled(
        z
          .strictObject({
            text: labelled(
              translated(),
              { it: 'Le sue parole', en: 'Their words' },
              {
                it: 'Come le ha dette o scritte, senza virgolette: la pagina le aggiunge.',
                en: 'As they said or wrote them, without quotation marks: the page adds them.',
              },
            ),
            person: labelled(text, { it: 'Nome e cognome', en: 'Name' }),
            role: labelled(translated(), { it: 'Ruolo della persona', en: 'The person’s role' }),
            company: labelled(text, { it: 'Azienda', en: 'Company' }),
            consent: labelled(
              z.boolean(),
              { it: 'Consenso alla pubblicazione', en: 'Consent to publish' },
              {
                it: '«Sì» solo quando la persona ha accettato per iscritto che le sue parole, il suo nome e la sua azienda siano pubblicati. Con «no» la citazione resta fuori dal sito e la build lo dice.',
                en: '“Yes” only once the person has agreed in writing to the publication of their words, name and company. With “no” the quote stays off the site, and the build says so.',
              },
            ),
            featured: labelled(
              z.boolean(),
              { it: 'In home page', en: 'On the home page' },
              {
                it: '«Sì» mostra la citazione anche nella sezione Lavori scelti della home.',
                en: '“Yes” shows the quote in the home page’s Selected work section too.',
              },
            ),
            sample: labelled(
              z.boolean().optional(),
              { it: 'Citazione d’esempio', en: 'Sample quote' },
              {
                it: '«Sì» mostra l’etichetta «Testimonianza d’esempio». Metti «no» quando è vera.',
                en: '“Yes” shows the “Sample testimonial” label. Set “no” once it is real.',
              },
            ),
          })
          .optional(),
        { it: 'Citazione del cliente', en: 'Client’s quote' },
        {
          it: 'Facoltative, e pubblicate solo con il consenso scritto della persona: nella pagina del progetto, e in home se «In home page» è «sì».',
          en: 'Optional, and published only with the person’s written consent: on the project’s page, and on the home page when “On the home page” is “yes”.',
        },
      ),
    },
  },
  // The typical engagements and their prices (Pricing), each with its Offer in the page's JSON-LD.
  'engagements.yaml': {
    label: { it: 'Incarichi e prezzi', en: 'Engagements and prices' },
    hint: {
      it: 'Gli incarichi tipici con i loro prezzi, nell’ordine della pagina: da tre a quattro. La valuta e l’IVA sono in «Dati dello studio».',
      en: 'The typical engagements with their prices, in page order: three to four. The currency and VAT are in “Studio facts”.',
    },
    mayBeEmpty: true,
    item: { it: 'Incarico', en: 'Engagement' },
    fields: {
      id,
      title: labelled(translated(), { it: 'Nome', en: 'Name' }),
      summary: labelled(translated(), { it: 'In una frase', en: 'In one sentence' }),
      includes: labelled(
        z
          .array(labelled(translated(), { it: 'Voce', en: 'Item' }))
          .min(1)
          .max(5),
        { it: 'Cosa comprende', en: 'What it includes' },
        { it: 'Da una a cinque voci, brevi.', en: 'One to five items, short.' },
      ),
      priceFrom: labelled(
        z.int().min(0),
        { it: 'Prezzo: da', en: 'Price: from' },
        {
          it: 'Un numero intero, senza simboli (4500): la pagina lo scrive con la valuta, «da 4.500 €».',
          en: 'A whole number, without symbols (4500): the page writes it with the currency, “from €4,500”.',
        },
      ),
      priceTo: labelled(
        z.int().min(1).optional(),
        { it: 'Prezzo: fino a', en: 'Price: up to' },
        {
          it: 'Facoltativo: con un massimo la pagina scrive «4.500–9.000 €».',
          en: 'Optional: with a maximum the page writes “€4,500–9,000”.',
        },
      ),
      pricePeriod: labelled(
        ENUMS.PricePeriod,
        { it: 'Il prezzo è', en: 'The price is' },
        {
          it: '«a progetto» per tutto l’incarico, «al mese» per un canone (la pagina scrive «/mese»).',
          en: '“per project” for the whole engagement, “per month” for a fee (the page writes “/month”).',
        },
      ),
      duration: labelled(
        translated(),
        { it: 'Durata tipica', en: 'Typical duration' },
        {
          it: 'Come la si dice, es. «2–4 settimane».',
          en: 'As you would say it, e.g. “2–4 weeks”.',
        },
      ),
      sample: sample({ it: 'Incarico d’esempio', en: 'Sample engagement' }),
    },
    check: (engagement, ctx) => {
      const { priceFrom, priceTo } = engagement;
      if (typeof priceFrom === 'number' && typeof priceTo === 'number' && priceTo <= priceFrom)
        ctx.addIssue({
          code: 'custom',
          path: ['priceTo'],
          message: `${priceTo} is not above "priceFrom" (${priceFrom}): give a higher maximum, or none`,
        });
    },
  },
  'process-steps.yaml': {
    label: { it: 'Come lavoriamo (passi)', en: 'How we work (steps)' },
    hint: {
      it: 'I passi dalla prima chiamata al rilascio e all’assistenza, in ordine: da quattro a sei.',
      en: 'The steps from the first call to launch and support, in order: four to six.',
    },
    mayBeEmpty: true,
    item: { it: 'Passo', en: 'Step' },
    fields: {
      id,
      title: labelled(translated(), { it: 'Titolo', en: 'Title' }),
      description: labelled(translated(), { it: 'In una frase', en: 'In one sentence' }),
      duration: labelled(
        translated().optional(),
        { it: 'Durata (facoltativa)', en: 'Duration (optional)' },
        {
          it: 'Es. «1 settimana»; vuota: nessuna durata.',
          en: 'E.g. “1 week”; empty: no duration.',
        },
      ),
      sample: sample({ it: 'Passo d’esempio', en: 'Sample step' }),
    },
  },
  'questions.yaml': {
    label: { it: 'Domande frequenti', en: 'Questions' },
    hint: {
      it: 'Le domande che un cliente fa prima di scrivere, con le risposte, in ordine. Ogni risposta si apre con un clic.',
      en: 'The questions a client asks before writing, with their answers, in order. Each answer opens with a click.',
    },
    mayBeEmpty: true,
    item: { it: 'Domanda', en: 'Question' },
    fields: {
      id,
      question: labelled(translated(), { it: 'Domanda', en: 'Question' }),
      answer: labelled(
        translatedMarkdown(),
        { it: 'Risposta', en: 'Answer' },
        {
          it: 'In Markdown: **grassetto**, [parole](https://…) per un link, una riga vuota tra i paragrafi. Niente HTML.',
          en: 'In Markdown: **bold**, [words](https://…) for a link, a blank line between paragraphs. No HTML.',
        },
      ),
      open: labelled(
        z.boolean().optional(),
        { it: 'Aperta all’inizio', en: 'Open at first' },
        {
          it: '«Sì» mostra la risposta già aperta (di solito una sola, la prima).',
          en: '“Yes” shows the answer open already (usually one only, the first).',
        },
      ),
      sample: sample({ it: 'Domanda d’esempio', en: 'Sample question' }),
    },
  },
  // Client logos, published only with the client's consent (the pages leave them out otherwise).
  'clients.yaml': {
    label: { it: 'Clienti (loghi)', en: 'Clients (logos)' },
    hint: {
      it: 'I loghi dei clienti, in una striscia, in ordine. Un logo va in pagina solo con il consenso scritto del cliente.',
      en: 'The clients’ logos, in one strip, in order. A logo goes on the page only with the client’s written consent.',
    },
    mayBeEmpty: true,
    item: { it: 'Cliente', en: 'Client' },
    fields: {
      id,
      name: labelled(
        text,
        { it: 'Nome del cliente', en: 'Client’s name' },
        {
          it: 'Come lo scrive il cliente: è anche il testo per chi non vede il logo.',
          en: 'As the client writes it: it is also the text for those who cannot see the logo.',
        },
      ),
      logo: labelled(
        picture,
        { it: 'Logo', en: 'Logo' },
        {
          it: 'PNG, WebP o AVIF con lo sfondo trasparente (o JPEG su bianco), largo almeno 320 pixel. La pagina lo mostra in un solo colore. Niente SVG.',
          en: 'PNG, WebP or AVIF with a transparent background (or JPEG on white), at least 320 pixels wide. The page shows it in one colour. No SVG.',
        },
      ),
      href: labelled(
        fact('httpsUrl').optional(),
        { it: 'Sito del cliente (facoltativo)', en: 'Client’s site (optional)' },
        {
          it: 'https://…: il logo diventa un link. Vuoto: nessun link.',
          en: 'https://…: the logo becomes a link. Empty: no link.',
        },
      ),
      consent: labelled(
        z.boolean(),
        { it: 'Consenso alla pubblicazione', en: 'Consent to publish' },
        {
          it: '«Sì» solo quando il cliente ha accettato per iscritto che il suo nome e il suo logo siano pubblicati. Con «no» il logo resta fuori dal sito e la build lo dice.',
          en: '“Yes” only once the client has agreed in writing to the publication of their name and logo. With “no” the logo stays off the site, and the build says so.',
        },
      ),
      sample: sample({ it: 'Cliente d’esempio', en: 'Sample client' }),
    },
  },
  'kpis.yaml': {
    label: { it: 'KPI della demo', en: 'Demo KPIs' },
    hint: {
      it: 'Le schede KPI della demo, in ordine. Dati di esempio: la pagina non li legge da nessun sistema.',
      en: 'The demo’s KPI cards, in order. Sample data: the page reads them from no system.',
    },
    item: { it: 'KPI', en: 'KPI' },
    fields: {
      id,
      icon: icon(ENUMS.KpiIconName),
      value: labelled(
        z.number().min(0),
        { it: 'Valore', en: 'Value' },
        {
          it: 'Un numero semplice (1200000, 23.4; il punto per i decimali): la pagina lo scrive nella lingua del visitatore.',
          en: 'A plain number (1200000, 23.4; a dot for decimals): the page writes it in the visitor’s language.',
        },
      ),
      unit: labelled(ENUMS.KpiUnit, howWritten, {
        it: 'La valuta è in «Impostazioni della demo».',
        en: 'The currency is in “Demo settings”.',
      }),
      change: labelled(
        z.number().min(0),
        { it: 'Variazione (%)', en: 'Change (%)' },
        {
          it: 'Quanto è cambiato, in percentuale, senza segno: la direzione è in «Direzione».',
          en: 'How much it changed, in percent, without a sign: the direction is in “Direction”.',
        },
      ),
      changeType: labelled(ENUMS.ChangeType, { it: 'Direzione', en: 'Direction' }),
      period: labelled(
        ENUMS.KpiPeriod,
        { it: 'Confrontato con', en: 'Compared with' },
        {
          it: 'Le parole di ogni periodo: Testi › Demo › Periodi di confronto.',
          en: 'The words of each period: Words › Demo › Comparison periods.',
        },
      ),
      label: labelled(translated(), { it: 'Nome del KPI', en: 'KPI name' }),
    },
  },
  'revenue.yaml': {
    label: { it: 'Ricavi mensili (grafico)', en: 'Monthly revenue (chart)' },
    hint: {
      it: 'Il grafico dei ricavi della demo: un punto per mese, in ordine.',
      en: 'The demo’s revenue chart: one point per month, in order.',
    },
    item: { it: 'Mese', en: 'Month' },
    fields: {
      id,
      month: labelled(
        z.int().min(1).max(12),
        { it: 'Mese (1–12)', en: 'Month (1–12)' },
        {
          it: '1 è gennaio, 12 dicembre: la pagina ne scrive il nome nella lingua del visitatore.',
          en: '1 is January, 12 December: the page writes its name in the visitor’s language.',
        },
      ),
      value: labelled(
        z.int().min(0),
        { it: 'Ricavo del mese', en: 'Revenue of the month' },
        {
          it: 'In unità intere della valuta delle «Impostazioni della demo».',
          en: 'In whole units of the currency of “Demo settings”.',
        },
      ),
    },
  },
  'demo-summary.yaml': {
    label: { it: 'Riepilogo della demo', en: 'Demo summary' },
    hint: {
      it: 'Le cifre di riepilogo accanto al grafico della demo, in ordine.',
      en: 'The summary figures beside the demo’s chart, in order.',
    },
    item: { it: 'Cifra', en: 'Figure' },
    fields: {
      id,
      value: labelled(z.number().min(0), { it: 'Valore', en: 'Value' }, plainNumber),
      unit: labelled(ENUMS.SummaryUnit, howWritten, {
        it: 'percentuale (99.9 → 99,9%) o «su» (valore 24, su 7 → 24/7).',
        en: 'percent (99.9 → 99.9%) or “per” (value 24, per 7 → 24/7).',
      }),
      per: labelled(
        z.int().min(1).optional(),
        { it: 'Su (solo con «su»)', en: 'Per (only with “per”)' },
        {
          it: 'Il numero dopo la barra: 7 in 24/7. Vuoto con le percentuali.',
          en: 'The number after the slash: 7 in 24/7. Empty with percentages.',
        },
      ),
      label: labelled(translated(), { it: 'Nome della cifra', en: 'Figure name' }),
    },
  },
  'demo-dashboard.yaml': {
    label: { it: 'Impostazioni della demo', en: 'Demo settings' },
    hint: {
      it: 'La valuta e l’ora di aggiornamento della demo.',
      en: 'The demo’s currency and update time.',
    },
    fields: {
      currency: labelled(
        ENUMS.Currency,
        { it: 'Valuta', en: 'Currency' },
        {
          it: 'Il codice della valuta di KPI e ricavi.',
          en: 'The currency code of the KPIs and revenue.',
        },
      ),
      updatedMinutesAgo: labelled(
        z.int().min(0),
        { it: 'Aggiornato (minuti fa)', en: 'Updated (minutes ago)' },
        {
          it: 'La riga «Aggiornato … fa» sotto la demo.',
          en: 'The “Updated … ago” line under the dashboard.',
        },
      ),
    },
  },
};

/** The GraphQL type gatsby-transformer-yaml gives a file (gatsby-config.ts): HeroStatsYaml. */
export const yamlTypeName = (name: string) =>
  `${name.replace(/\.yaml$/, '').replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase())}Yaml`;

export const CONTENT_FILES = Object.entries(FILES).map(([file, spec]) => ({
  file,
  shape: 'id' in spec.fields ? ('list' as const) : ('object' as const),
  ...spec,
}));
export type ContentFile = (typeof CONTENT_FILES)[number];

/** Each entry's `key` once in a list, checked even when other fields of the list are wrong. */
const unique = (key: string) =>
  z.superRefine<unknown[]>(
    (list, ctx) => {
      const values = list.map((item) => (item as Entry | null)?.[key]);
      values.forEach((value, index) => {
        if (typeof value === 'string' && values.indexOf(value) < index)
          ctx.addIssue({
            code: 'custom',
            path: [index, key],
            message: `the ${key} is used twice in this file`,
          });
      });
    },
    { when: ({ value }) => Array.isArray(value) },
  );

export function fileSchema({ shape, fields, check, mayBeEmpty }: ContentFile): z.ZodType {
  const strict = z.strictObject(fields);
  // A file's rules across fields run even when a field is wrong, each naming its own field.
  const entry = check ? strict.check(z.superRefine(check, { when: () => true })) : strict;
  if (shape === 'object') return entry;
  return z
    .array(entry)
    .min(mayBeEmpty ? 0 : 1)
    .check(unique('id'));
}

export type JsonProperty = z.core.JSONSchema.BaseSchema & {
  type?: string;
  translated?: boolean;
  items?: JsonProperty;
  properties?: Record<string, JsonProperty>;
  required?: string[];
};

export function entryJsonSchema(spec: ContentFile) {
  type Entry = { properties?: Record<string, JsonProperty>; required?: string[] };
  const json = z.toJSONSchema(fileSchema(spec));
  const { properties = {}, required = [] } = (json.items ?? json) as Entry;
  return { properties, required, $defs: (json.$defs ?? {}) as Record<string, { enum: string[] }> };
}

/** An entry's pictures with where each sits: `picture`, or `pictures.1.picture` in a list of them. */
export function entryPictures(spec: ContentFile, entry: Record<string, unknown>) {
  const found: { field: string; value: unknown }[] = [];
  for (const [name, property] of Object.entries(entryJsonSchema(spec).properties)) {
    if (property.contentMediaType) found.push({ field: name, value: entry[name] });
    const inItems = Object.entries(property.items?.properties ?? {});
    const list = Array.isArray(entry[name]) ? (entry[name] as Record<string, unknown>[]) : [];
    for (const [itemField, itemProperty] of inItems)
      if (itemProperty.contentMediaType)
        list.forEach((item, index) =>
          found.push({ field: `${name}.${index}.${itemField}`, value: item?.[itemField] }),
        );
  }
  return found;
}

/** Any locale file: nested objects and lists of texts (the JSON Schema editors get). */
const anyWords: z.ZodType = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), z.array(z.string()), anyWords])),
);

// Built from the Italian file: same keys, each a non-empty text with the Italian's placeholders.
export function localeSchema(reference: unknown): z.ZodType {
  if (Array.isArray(reference))
    return z.tuple(reference.map(localeSchema) as [z.ZodType, ...z.ZodType[]]);
  if (typeof reference === 'object' && reference !== null)
    return z.strictObject(
      Object.fromEntries(
        Object.entries(reference).map(([key, value]) => [key, localeSchema(value)]),
      ),
    );
  return ruled(wordRules(typeof reference === 'string' ? reference : ''), nonEmptyText);
}

export const LEGAL_FRONT_MATTER = z.strictObject({
  title: ruled(LEGAL_TEXT_RULES, nonEmptyText),
  description: ruled(LEGAL_TEXT_RULES, nonEmptyText),
  // A real day (2025-02-30 is not); a value that is not text gets the check's own message.
  updated: z.iso.date({
    error: ({ code, input }) =>
      code === 'invalid_format' ? `${show(input)} should be a date written YYYY-MM-DD` : undefined,
  }),
});

const like = (pattern: RegExp, example: string) =>
  z
    .string()
    .regex(pattern, { error: ({ input }) => `${show(input)} should look like "${example}"` });
// The flags the sprite draws (`<symbol id="flag-it">`): a language may show only one of those.
const SPRITE = fs.readFileSync(path.join(__dirname, '..', 'static', 'icons.svg'), 'utf8');
const drawn = [...SPRITE.matchAll(/id="flag-(\w+)"/g)].map(([, flag]) => flag!);

export const PAGE_SHAPE_SCHEMA = z
  .strictObject({
    defaultLanguage: z.string(),
    languages: z
      .array(
        z.strictObject({
          code: like(/^[a-z]{2,3}$/, 'de'),
          name: text.min(1),
          flag: z.enum(drawn, {
            error: ({ input }) =>
              `${show(input)} has no drawing in static/icons.svg (drawn: ${drawn.join(', ')}; add a <symbol id="flag-…"> there)`,
          }),
          ogLocale: like(/^[a-z]{2,3}_[A-Z]{2}$/, 'de_DE'),
        }),
      )
      .min(1)
      .check(unique('code')),
    sections: z
      .array(
        z.strictObject({
          id: like(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'testimonials'),
          component: like(/^[A-Z][A-Za-z0-9]*$/, 'Testimonials'),
          nav: z.boolean(),
        }),
      )
      .min(1)
      .check(unique('id')),
  })
  .refine((shape) => shape.languages.some(({ code }) => code === shape.defaultLanguage), {
    path: ['defaultLanguage'],
    error: ({ input }) => {
      const shape = input as { defaultLanguage: string; languages: { code: string }[] };
      const codes = shape.languages.map(({ code }) => code).join(', ');
      return `${show(shape.defaultLanguage)} is not one of the languages (${codes})`;
    },
  });

// The JSON Schemas code editors validate content/ with, under content/schemas/ (committed;
// .vscode/settings.json maps them; `npm run check:content -- --write-schemas`).
export function jsonSchemas(): Record<string, unknown> {
  const convert = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any' });
  return {
    ...Object.fromEntries(
      CONTENT_FILES.map((spec) => [spec.file.replace('.yaml', ''), convert(fileSchema(spec))]),
    ),
    locale: convert(anyWords),
    'page-shape': convert(PAGE_SHAPE_SCHEMA),
  };
}
