/** Types of scripts/static-server.mjs, for the TypeScript scripts that start it. */
export function startStaticServer(options?: {
  root?: string;
  host?: string;
  port?: number;
}): Promise<{ url: string; close: () => Promise<void> }>;
