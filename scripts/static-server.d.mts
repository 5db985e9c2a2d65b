export function startStaticServer(options?: { root?: string }): Promise<{
  url: string;
  close: () => Promise<void>;
}>;
