import { act, renderHook } from '@testing-library/react';
import { CUSTOMER_INFO_KEY } from './customer-info';
import { clearInsightNudge, INSIGHT_NUDGE_PULSE_MS, insightNudgeKey, noteInsightSaved, useInsightNudge } from './insight-nudge';

describe('the Insights nudge dot', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    act(() => {
      clearInsightNudge('acme');
      clearInsightNudge('globex');
    });
    jest.useRealTimers();
  });

  it('pulses for 2000 ms after a save, then stays while the flag is set', () => {
    const { result } = renderHook(() => useInsightNudge('acme'));
    expect(result.current).toEqual({ shown: false, pulsing: false });

    act(() => noteInsightSaved('acme'));
    expect(result.current).toEqual({ shown: true, pulsing: true });
    expect(localStorage.getItem(insightNudgeKey('acme'))).not.toBeNull();

    act(() => jest.advanceTimersByTime(INSIGHT_NUDGE_PULSE_MS - 1));
    expect(result.current.pulsing).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ shown: true, pulsing: false });
    // Much later, still there: the flag keeps it.
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current).toEqual({ shown: true, pulsing: false });
  });

  it('starts the pulse again on another save, for a full 2000 ms', () => {
    const { result } = renderHook(() => useInsightNudge('acme'));
    act(() => noteInsightSaved('acme'));
    act(() => jest.advanceTimersByTime(1500));
    act(() => noteInsightSaved('acme'));
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current.pulsing).toBe(true);
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.pulsing).toBe(false);
  });

  it('is cleared by opening Insights, flag and pulse', () => {
    const { result } = renderHook(() => useInsightNudge('acme'));
    act(() => noteInsightSaved('acme'));
    act(() => clearInsightNudge('acme'));
    expect(result.current).toEqual({ shown: false, pulsing: false });
    expect(localStorage.getItem(insightNudgeKey('acme'))).toBeNull();
  });

  it('keeps one flag per organisation', () => {
    const acme = renderHook(() => useInsightNudge('acme'));
    const globex = renderHook(() => useInsightNudge('globex'));
    act(() => noteInsightSaved('globex'));
    expect(acme.result.current.shown).toBe(false);
    expect(globex.result.current.shown).toBe(true);
  });

  it('shows a flag set earlier (another visit, another tab) without pulsing', () => {
    localStorage.setItem(insightNudgeKey('acme'), '2025-03-01T10:00:00.000Z');
    const { result } = renderHook(() => useInsightNudge('acme'));
    expect(result.current).toEqual({ shown: true, pulsing: false });
    act(() => {
      localStorage.removeItem(insightNudgeKey('acme'));
      window.dispatchEvent(new StorageEvent('storage', { key: insightNudgeKey('acme') }));
    });
    expect(result.current.shown).toBe(false);
  });

  it("marks the signed-in person's own organisation when none is named", () => {
    localStorage.setItem(CUSTOMER_INFO_KEY, JSON.stringify({ customer_id: 'c-1', name: 'Acme', namespace: 'acme' }));
    const { result } = renderHook(() => useInsightNudge('acme'));
    act(() => noteInsightSaved());
    expect(result.current.shown).toBe(true);
  });

  it('shows nothing outside an organisation', () => {
    const { result } = renderHook(() => useInsightNudge(null));
    act(() => noteInsightSaved('acme'));
    expect(result.current).toEqual({ shown: false, pulsing: false });
  });
});
