// @ts-check
// The preview pane in the site's look (preview.css) and Home's hero and cards drawn as the page does.
// window.h is React.createElement, window.createClass create-react-class (Decap's preview API).
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement)) throw new Error('preview.js: not a classic script');

  /** @type {(entry: PreviewEntry | undefined, path: string[]) => any} */
  const read = (entry, path) => {
    const value = /** @type {{ toJS?: () => unknown } | undefined} */ (
      entry?.getIn(['data', ...path])
    );
    return typeof value?.toJS === 'function' ? value.toJS() : value;
  };

  const HomePreview = createClass({
    getInitialState: () => ({ order: /** @type {string[]} */ ([]) }),
    componentDidMount() {
      this.props.getCollection('facts', 'services').then(
        (entry) =>
          this.setState({
            order: (read(entry, ['items']) ?? []).map((/** @type {{ id: string }} */ f) => f.id),
          }),
        () => undefined,
      );
    },
    render() {
      const hero = read(this.props.entry, ['hero']) ?? {};
      const services = read(this.props.entry, ['services']) ?? {};
      const items = services.items ?? {};
      const ids = this.state.order.length > 0 ? this.state.order : Object.keys(items);
      const card = (/** @type {string} */ id) =>
        h(
          'li',
          { key: id, className: 'card' },
          h('h3', null, items[id]?.title ?? id),
          h('p', null, items[id]?.description),
          h(
            'ul',
            null,
            (items[id]?.features ?? []).map((/** @type {string} */ text) =>
              h('li', { key: text }, text),
            ),
          ),
        );
      return h(
        'main',
        null,
        h(
          'section',
          null,
          h('p', { className: 'eyebrow' }, hero.eyebrow),
          h('h1', null, `${hero.titleStart ?? ''} `, h('em', null, hero.titleHighlight)),
          h('p', { className: 'lead' }, hero.subtitle),
        ),
        h(
          'section',
          { className: 'alt' },
          h('p', { className: 'eyebrow' }, services.eyebrow),
          h('h2', null, services.title),
          h('ul', { className: 'cards' }, ids.map(card)),
        ),
      );
    },
  });

  CMS.registerPreviewStyle(new URL('preview.css', script.src).href);
  CMS.registerPreviewTemplate('home', HomePreview);
})();
