import { COUNTER_FROM, characterCount } from './character-count';

describe('characterCount', () => {
  it('shows nothing below 80 % of the limit', () => {
    expect(COUNTER_FROM).toBe(0.8);
    expect(characterCount(3999, 5000)).toEqual({ shown: false, remaining: 1001, step: undefined });
  });

  it('shows the characters left from 80 % on, with the first announcement', () => {
    expect(characterCount(4000, 5000)).toEqual({ shown: true, remaining: 1000, step: 0 });
    expect(characterCount(80, 100)).toEqual({ shown: true, remaining: 20, step: 0 });
  });

  it('keeps the announcement step while typing, changing it only at 10 % left and at the limit', () => {
    const steps = [4000, 4001, 4300, 4499, 4500, 4501, 4999, 5000].map(
      (length) => characterCount(length, 5000).step,
    );
    expect(steps).toEqual([0, 0, 0, 0, 1, 1, 1, 2]);
  });

  it('never counts below zero (a value pasted past the limit by script)', () => {
    expect(characterCount(5200, 5000)).toEqual({ shown: true, remaining: 0, step: 2 });
  });

  it.each([100, 120, 254, 5000])(
    'starts announcing as soon as the counter shows, for a limit of %i',
    (max) => {
      const first = Math.ceil(max * COUNTER_FROM);
      expect(characterCount(first, max)).toMatchObject({ shown: true, step: 0 });
      expect(characterCount(first - 1, max).shown).toBe(false);
    },
  );
});
