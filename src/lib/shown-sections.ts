import { SECTIONS } from './page-shape';

type EntryLists = Pick<
  Queries.IndexPageQuery,
  'consentedClients' | 'allEngagementsYaml' | 'allProcessStepsYaml' | 'allQuestionsYaml'
>;

// The sections made of entries the studio may empty (or, for logos, not yet have consent for).
const ENTRIES_OF: Partial<Record<string, (lists: EntryLists) => readonly unknown[]>> = {
  Clients: (lists) => lists.consentedClients.nodes,
  Pricing: (lists) => lists.allEngagementsYaml.nodes,
  Process: (lists) => lists.allProcessStepsYaml.nodes,
  Questions: (lists) => lists.allQuestionsYaml.nodes,
};

/** The page's sections in order, but those with nothing to show: no empty heading, no dead link. */
export const shownSections = (lists: EntryLists) =>
  SECTIONS.filter(({ component }) => (ENTRIES_OF[component]?.(lists).length ?? 1) > 0);
