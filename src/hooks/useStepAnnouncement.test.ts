import { renderHook } from '@testing-library/react';
import { useStepAnnouncement } from './useStepAnnouncement';

describe('useStepAnnouncement', () => {
  it('keeps the text of the moment the step changed, whatever the text does meanwhile', () => {
    const { result, rerender } = renderHook(
      ({ step, text }: { step: number | undefined; text: string }) =>
        useStepAnnouncement(step, text),
      { initialProps: { step: undefined as number | undefined, text: 'left: 1001' } },
    );
    expect(result.current).toBe('');
    rerender({ step: 0, text: 'left: 1000' });
    expect(result.current).toBe('left: 1000');
    rerender({ step: 0, text: 'left: 999' });
    rerender({ step: 0, text: 'left: 501' });
    expect(result.current).toBe('left: 1000');
    rerender({ step: 1, text: 'left: 500' });
    expect(result.current).toBe('left: 500');
    rerender({ step: undefined, text: 'left: 3000' });
    expect(result.current).toBe('');
  });
});
