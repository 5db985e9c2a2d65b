/**
 * The counter under a field with a length limit: shown from 80 % of the limit on, and what a
 * screen reader hears of it, which must not be every key press.
 */

/** The share of the limit from which the counter shows. */
export const COUNTER_FROM = 0.8;

/**
 * The points at which the remaining count is announced, as shares of the limit left: 20 % (when
 * the counter appears), 10 %, and none. At most three announcements on the way to the limit.
 */
const ANNOUNCED_AT = [0.2, 0.1, 0] as const;

export interface CharacterCount {
  /** Whether the counter shows. */
  shown: boolean;
  /** Characters left before the limit (never below 0). */
  remaining: number;
  /**
   * Which announcement point the value has reached (0, 1, 2), or undefined before the first: an
   * announcement is made when this changes, not when the count does.
   */
  step: number | undefined;
}

export function characterCount(length: number, max: number): CharacterCount {
  const remaining = Math.max(0, max - length);
  const shown = length >= max * COUNTER_FROM;
  let step: number | undefined;
  ANNOUNCED_AT.forEach((share, index) => {
    if (shown && remaining <= Math.floor(max * share)) step = index;
  });
  return { shown, remaining, step };
}
