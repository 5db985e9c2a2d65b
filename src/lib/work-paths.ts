/** The page listing every project, before any language prefix. */
export const WORK_INDEX_PATH = '/work/';

/** A project's page, by its id (stable when its title changes), before any language prefix. */
export const caseStudyPath = (project: string) => `${WORK_INDEX_PATH}${project}/`;
