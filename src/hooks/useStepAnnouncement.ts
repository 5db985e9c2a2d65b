import { useState } from 'react';

// A live region's text frozen per `step`, so a screen reader hears it once, not at every key press;
// derived during render (React's pattern), not in an effect.
export function useStepAnnouncement(step: number | undefined, text: string): string {
  const [announced, setAnnounced] = useState({ step, text: step === undefined ? '' : text });
  if (announced.step !== step) {
    const next = { step, text: step === undefined ? '' : text };
    setAnnounced(next);
    return next.text;
  }
  return announced.text;
}
