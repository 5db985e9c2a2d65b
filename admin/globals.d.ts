// What admin/'s scripts find on the page (window.CMS, h, createClass): only what they use is typed.
import type CmsApi from '@sveltia/cms';
import type { CustomPreviewTemplate } from '@sveltia/cms';

declare global {
  /** An Immutable.js Map of an entry: `getIn(['data', …])` reads a value. */
  interface PreviewEntry {
    getIn(path: (string | number)[]): unknown;
  }
  interface PreviewComponent<State> {
    props: {
      entry: PreviewEntry;
      getCollection(collection: string, file: string): Promise<PreviewEntry | undefined>;
    };
    state: State;
    setState(state: Partial<State>): void;
  }
  const CMS: typeof CmsApi;
  function h(type: string, props?: Record<string, unknown> | null, ...children: unknown[]): unknown;
  function createClass<State>(spec: {
    getInitialState(): State;
    componentDidMount?(this: PreviewComponent<State>): void;
    render(this: PreviewComponent<State>): unknown;
  }): CustomPreviewTemplate;
}
