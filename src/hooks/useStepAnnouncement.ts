import { useState } from 'react';

/**
 * The text a polite live region should hold: `text` as it was when `step` last changed, so a screen
 * reader hears it once per step rather than on every render (a character counter that would
 * otherwise speak at each key press). Empty while `step` is undefined. Updated during render
 * (React's pattern for state derived from props), not in an effect: no extra paint.
 */
export function useStepAnnouncement(step: number | undefined, text: string): string {
  const [announced, setAnnounced] = useState({ step, text: step === undefined ? '' : text });
  if (announced.step !== step) {
    const next = { step, text: step === undefined ? '' : text };
    setAnnounced(next);
    return next.text;
  }
  return announced.text;
}
