// @ts-check
/**
 * The editor's preview pane: what an editor sees beside the fields, drawn like the page with the
 * site's theme (preview.css, generated from src/theme by gatsby/cms/preview-css.ts).
 *
 *   Words › Home      the hero (title, buttons, figures), About (values, team, badges) and the
 *                     service cards, in the language of the pane, in the order of the YAML files
 *   Facts › Services  the service cards: icon, colour and order, with their Italian titles
 *   everything else   Sveltia's own preview (each field's label and value), in the site's type
 *
 * Sveltia CMS keeps Decap's preview API and bundles React for it: window.h is
 * React.createElement and window.createClass is create-react-class, so this is plain JavaScript
 * with no build step and no React of ours. Props: `entry` (an Immutable.js Map; getIn(['data',
 * …]) reads the pane's language) and `getCollection(collection, file)` (a promise of another file's
 * entry). The preview's objects have their keys in alphabetical order, so cards follow the YAML
 * lists, never Object.keys.
 */
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement))
    throw new Error('preview.js must be a classic script');

  /** Collection names of gatsby/cms/editor-config.ts (COLLECTIONS). */
  const WORDS = 'words';
  const FACTS = 'facts';

  /**
   * A plain value (text, list or object) from an entry's data.
   * @param {PreviewEntry | undefined} entry
   * @param {(string | number)[]} path
   * @returns {any}
   */
  const read = (entry, path) => {
    const value = /** @type {{ toJS?: () => unknown } | undefined} */ (
      entry?.getIn(['data', ...path])
    );
    return typeof value?.toJS === 'function' ? value.toJS() : value;
  };

  /**
   * The entries of a facts list file ([{ id, … }] in file order); [] until loaded or if missing.
   * @param {GetCollection} getCollection
   * @param {string} file
   * @returns {Promise<Fact[]>}
   */
  const loadFacts = (getCollection, file) =>
    getCollection(FACTS, file).then(
      (entry) => read(entry, ['items']) ?? [],
      () => [],
    );

  /**
   * The words of each entry of `facts`, in the facts' order; words without a fact come last.
   * @template T
   * @param {Record<string, T> | undefined} words
   * @param {Fact[]} facts
   * @returns {[string, T | undefined, Fact][]}
   */
  const inOrder = (words, facts) => {
    const all = words ?? {};
    const ids = facts.map((fact) => fact.id);
    const extra = Object.keys(all).filter((id) => !ids.includes(id));
    return [...ids, ...extra].map((id) => [
      id,
      all[id],
      facts.find((fact) => fact.id === id) ?? { id },
    ]);
  };

  /**
   * A figure as the page writes it, roughly: the page formats numbers in each language.
   * @param {Fact} fact
   */
  const figure = ({ value, unit, signed }) => {
    if (typeof value !== 'number') return '';
    const sign = signed && value > 0 ? '+' : '';
    const suffix = { percent: '%', multiplier: 'x', plus: '+' }[String(unit)] ?? '';
    return `${sign}${value}${suffix}`;
  };

  /** @param {string | undefined} text */
  const eyebrow = (text) => h('p', { className: 'eyebrow' }, text);

  /**
   * A service card, as the Services section draws it.
   * @param {string} id
   * @param {{ title?: string, description?: string, features?: string[] } | undefined} words
   * @param {Fact} fact
   * @param {string | undefined} featuresLabel
   */
  const serviceCard = (id, words, fact, featuresLabel) =>
    h(
      'li',
      { key: id, className: 'card' },
      h('span', { className: `icon-box gradient-${fact.gradient}` }, String(fact.icon ?? '')),
      h('h3', null, words?.title ?? id),
      h('p', null, words?.description),
      featuresLabel && h('p', { className: 'features-label' }, featuresLabel),
      h(
        'ul',
        { className: 'features' },
        (words?.features ?? []).map((feature, index) => h('li', { key: index }, feature)),
      ),
    );

  /**
   * @typedef {{ services: Fact[], values: Fact[], stats: Fact[], badges: Fact[] }} HomeFacts
   * @typedef {{ eyebrow?: string, title?: string, featuresLabel?: string,
   *   items?: Record<string, { title?: string, description?: string, features?: string[] }> }} ServicesWords
   */

  /** Words › Home: content/locales/<language>/home.json. */
  const HomePreview = createClass({
    getInitialState() {
      return /** @type {HomeFacts} */ ({ services: [], values: [], stats: [], badges: [] });
    },
    componentDidMount() {
      /** @type {GetCollection} */
      const getCollection = this.props.getCollection;
      Promise.all(
        ['services', 'values', 'hero-stats', 'about-badges'].map((file) =>
          loadFacts(getCollection, file),
        ),
      ).then(([services = [], values = [], stats = [], badges = []]) =>
        this.setState({ services, values, stats, badges }),
      );
    },
    render() {
      /** @type {PreviewEntry} */
      const entry = this.props.entry;
      const hero = read(entry, ['hero']) ?? {};
      const about = read(entry, ['about']) ?? {};
      const services = read(entry, ['services']) ?? {};
      return h(
        'main',
        { className: 'page' },
        h(
          'section',
          null,
          eyebrow(hero.eyebrow),
          h(
            'h1',
            null,
            hero.titleStart,
            ' ',
            h('span', { className: 'highlight' }, hero.titleHighlight),
          ),
          h('p', { className: 'lead' }, hero.subtitle),
          h(
            'p',
            { className: 'actions' },
            h('span', { className: 'button primary' }, hero.primaryCta),
            h('span', { className: 'button' }, hero.secondaryCta),
          ),
          h(
            'ul',
            { className: 'stats', 'aria-label': hero.statsLabel },
            inOrder(hero.stats, this.state.stats).map(([id, label, fact]) =>
              h('li', { key: id }, h('strong', null, figure(fact)), h('span', null, label)),
            ),
          ),
        ),
        h(
          'section',
          { className: 'alt' },
          eyebrow(about.eyebrow),
          h('h2', null, about.title),
          h('p', { className: 'lead' }, about.intro),
          h(
            'ul',
            { className: 'cards' },
            inOrder(about.values, this.state.values).map(([id, value, fact]) =>
              h(
                'li',
                { key: id, className: 'card' },
                h('span', { className: 'icon-box' }, String(fact.icon ?? '')),
                h('h3', null, value?.title ?? id),
                h('p', null, value?.description),
              ),
            ),
            h(
              'li',
              { key: 'team', className: 'card' },
              h('h3', null, about.team?.title),
              h('p', null, about.team?.description),
            ),
          ),
          h(
            'ul',
            { className: 'badges' },
            inOrder(about.badges, this.state.badges).map(([id, label, fact]) =>
              h('li', { key: id }, h('strong', null, figure(fact)), ' ', label),
            ),
          ),
        ),
        h(
          'section',
          { className: 'alt' },
          eyebrow(services.eyebrow),
          h('h2', null, services.title),
          h('p', { className: 'lead' }, services.intro),
          h(
            'ul',
            { className: 'cards' },
            inOrder(services.items, this.state.services).map(([id, words, fact]) =>
              serviceCard(id, words, fact, services.featuresLabel),
            ),
          ),
          h(
            'p',
            { className: 'actions' },
            h('span', { className: 'button primary' }, services.cta),
          ),
        ),
      );
    },
  });

  /** Facts › Services: content/services.yaml, with the titles of the Italian home.json. */
  const ServicesPreview = createClass({
    getInitialState() {
      return /** @type {{ words: ServicesWords | undefined }} */ ({ words: undefined });
    },
    componentDidMount() {
      /** @type {GetCollection} */
      const getCollection = this.props.getCollection;
      getCollection(WORDS, 'home').then(
        (home) => this.setState({ words: read(home, ['services']) }),
        () => undefined,
      );
    },
    render() {
      /** @type {Fact[]} */
      const services = read(this.props.entry, ['items']) ?? [];
      /** @type {ServicesWords} */
      const words = this.state.words ?? {};
      return h(
        'main',
        { className: 'page' },
        h(
          'section',
          { className: 'alt' },
          eyebrow(words.eyebrow),
          h('h2', null, words.title),
          h(
            'ul',
            { className: 'cards' },
            services.map((fact) =>
              serviceCard(fact.id, words.items?.[fact.id], fact, words.featuresLabel),
            ),
          ),
        ),
      );
    },
  });

  CMS.registerPreviewStyle(new URL('preview.css', script.src).href);
  CMS.registerPreviewTemplate('home', HomePreview);
  CMS.registerPreviewTemplate('services', ServicesPreview);
})();
