import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useLatched } from './useLatched';

describe('useLatched', () => {
  it('is false until its condition first holds, then true for good', () => {
    const { result, rerender } = renderHook(({ on }) => useLatched(on), { initialProps: { on: false } });
    expect(result.current).toBe(false);
    rerender({ on: true });
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(true);
  });

  it('is true at once when its condition holds on the first render', () => {
    expect(renderHook(() => useLatched(true)).result.current).toBe(true);
  });
});
