/** Types of scripts/production-checks.cjs. */
export interface CheckContext {
  env: Record<string, string | undefined>;
  projectDir: string;
}
export type ProductionCheck = (context: CheckContext) => string[];
export const PLACEHOLDER_SITE_URL: string;
export const REQUIRED_EMAILJS_VARIABLES: readonly string[];
export const PRODUCTION_CHECKS: readonly ProductionCheck[];
/** Reserved example and test host names, and this machine: never the public site. */
export function isPlaceholderOrLocalHost(hostname: string): boolean;
export function siteUrlProblems(context: CheckContext): string[];
export function emailJsProblems(context: CheckContext): string[];
export function productionProblems(context: CheckContext): string[];
