import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useOnceAction } from './once';

/** Issue 27, once only: one request per user action, one Idempotency-Key per action, the same key for its retry. */
describe('useOnceAction', () => {
  const deferred = () => {
    let resolve!: (v: string) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  it('sends nothing for a second tap while the first is on its way', async () => {
    const { result } = renderHook(() => useOnceAction());
    const sent: string[] = [];
    const answer = deferred();
    const send = ({ idempotencyKey }: { idempotencyKey: string }) => {
      sent.push(idempotencyKey);
      return answer.promise;
    };
    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current.run({ opi: 'CS-1' }, send);
      second = result.current.run({ opi: 'CS-1' }, send);
    });
    expect(await second).toBeUndefined();
    expect(result.current.busy).toBe(true);
    await act(async () => answer.resolve('done'));
    expect(await first).toBe('done');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.current.busy).toBe(false);
  });

  it('retries a failed action with its key (a new captcha too), and makes a new key for new values or a new action', async () => {
    const { result } = renderHook(() => useOnceAction());
    const keys: string[] = [];
    const fail = ({ idempotencyKey }: { idempotencyKey: string }) => {
      keys.push(idempotencyKey);
      return Promise.reject(new Error('offline'));
    };
    const ok = ({ idempotencyKey }: { idempotencyKey: string }) => {
      keys.push(idempotencyKey);
      return Promise.resolve('ok');
    };
    await act(() => expect(result.current.run({ email: 'a@b.c', captcha: 'one' }, fail)).rejects.toThrow('offline'));
    await act(async () => expect(await result.current.run({ email: 'a@b.c', captcha: 'two' }, ok)).toBe('ok'));
    expect(keys[1]).toBe(keys[0]);
    // Done: the same values again are a new action.
    await act(async () => expect(await result.current.run({ email: 'a@b.c', captcha: 'three' }, ok)).toBe('ok'));
    expect(keys[2]).not.toBe(keys[1]);
    await act(() => expect(result.current.run({ email: 'a@b.c' }, fail)).rejects.toThrow());
    await act(async () => expect(await result.current.run({ email: 'other@b.c' }, ok)).toBe('ok'));
    expect(keys[4]).not.toBe(keys[3]);
  });
});
