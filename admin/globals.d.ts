/**
 * What the scripts of admin/ find on the page: the CMS (vendor/sveltia-cms.js defines window.CMS)
 * and the preview helpers it exposes (React.createElement as `h`, create-react-class as
 * `createClass`). Only the parts the scripts use are typed.
 */
import type CmsApi from '@sveltia/cms';
import type { CustomPreviewTemplate } from '@sveltia/cms';

declare global {
  /** An Immutable.js Map of an entry: `getIn(['data', …])` reads a value. */
  interface PreviewEntry {
    getIn(path: (string | number)[]): unknown;
  }

  type GetCollection = (collection: string, file: string) => Promise<PreviewEntry | undefined>;

  /** An entry of a facts list file: its id and its fields. */
  interface Fact {
    id: string;
    [field: string]: unknown;
  }

  interface PreviewProps {
    entry: PreviewEntry;
    getCollection: GetCollection;
  }

  type PreviewNode = unknown;

  interface PreviewClassSpec<State> {
    getInitialState(): State;
    componentDidMount?(this: PreviewComponent<State>): void;
    render(this: PreviewComponent<State>): PreviewNode;
  }

  interface PreviewComponent<State> {
    props: PreviewProps;
    state: State;
    setState(state: Partial<State>): void;
  }

  const CMS: typeof CmsApi;
  function h(
    type: string,
    props?: Record<string, unknown> | null,
    ...children: PreviewNode[]
  ): PreviewNode;
  /** Returns the React component class the CMS renders (its props: PreviewProps, simplified). */
  function createClass<State>(spec: PreviewClassSpec<State>): CustomPreviewTemplate;
}
