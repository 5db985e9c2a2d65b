/** Types of scripts/first-load-js.cjs for its unit test. */
export interface StatsLike {
  namedChunkGroups?: Record<string, { assets: Array<string | { name: string }> }>;
}
export const LAZY_ONLY: ReadonlyArray<{ name: string; pattern: RegExp }>;
export function scriptsInHtml(html: string): string[];
export function chunkGroupScripts(stats: StatsLike, groupName: string): string[];
export function firstLoadScripts(input: {
  html: string;
  stats: StatsLike;
  componentChunkName: string;
}): string[];
export function lazyOnlyViolations(
  sourcesByFile: Record<string, string[]>,
): Array<{ file: string; library: string; source: string }>;
