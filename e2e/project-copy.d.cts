/** Types of scripts/project-copy.cjs. */
export const ROOT: string;
export function copyProject(prefix: string): string;
