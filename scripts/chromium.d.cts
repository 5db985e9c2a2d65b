/** Types of scripts/chromium.cjs. */
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: readonly string[];
