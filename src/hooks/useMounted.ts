import { useEffect, useState } from 'react';

/** False during the static render and the first client render, true right after mount. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
