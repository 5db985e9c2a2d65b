/** Types of scripts/size-budgets.cjs for its unit test. */
export const FIRST_LOAD_JS_LIMIT_KIB: number;
export const HTML_LIMIT_KIB: number;
export const HTML_TARGET_KIB: number;
export interface VerdictLine {
  level: 'ok' | 'warn' | 'fail';
  text: string;
}
export function pageVerdict(page: {
  page: string;
  language: string;
  htmlBytes: number;
  jsBytes: number;
  longestTexts: readonly string[];
}): VerdictLine[];
