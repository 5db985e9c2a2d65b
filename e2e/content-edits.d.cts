/** Types of e2e/content-edits.cjs for its unit test. */
export type ContentEdit = (contentDir: string) => string;
export const EDITS: readonly ContentEdit[];
export const ADDED_SERVICE_IDS: readonly string[];
export const ADDED_PROJECT: { id: string; picture: string };
export const UPLOAD: Buffer;
export function applyEdits(
  contentDir: string,
  edits?: readonly ContentEdit[],
): Array<{ edit: string; did: string }>;
