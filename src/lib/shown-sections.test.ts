import { SECTIONS } from './page-shape';
import { shownSections } from './shown-sections';
import { sectionData } from '../test-utils/content';

// The lists of entries a section is made of, as the page query gives them: the content's own.
const { consentedClients, allEngagementsYaml, allProcessStepsYaml, allQuestionsYaml } =
  sectionData();
const LISTS = { consentedClients, allEngagementsYaml, allProcessStepsYaml, allQuestionsYaml };

it('shows every section of page-shape.json, in order, while each list has entries', () => {
  for (const list of Object.values(LISTS)) expect(list.nodes.length).toBeGreaterThan(0);
  expect(shownSections(LISTS)).toEqual(SECTIONS);
});

it.each([
  ['consentedClients', 'Clients'],
  ['allEngagementsYaml', 'Pricing'],
  ['allProcessStepsYaml', 'Process'],
  ['allQuestionsYaml', 'Questions'],
] as const)('leaves out only the section of an empty %s: %s', (list, component) => {
  const shown = shownSections({ ...LISTS, [list]: { nodes: [] } });
  expect(shown).toEqual(SECTIONS.filter((section) => section.component !== component));
  expect(shown).toHaveLength(SECTIONS.length - 1);
});
