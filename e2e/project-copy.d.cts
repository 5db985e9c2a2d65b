/** Types of e2e/project-copy.cjs. */
export const ROOT: string;
export function copyProject(prefix: string): string;
