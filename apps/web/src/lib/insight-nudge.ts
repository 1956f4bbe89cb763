import { useEffect, useSyncExternalStore } from 'react';
import { cachedCustomerInfo } from './customer-info';

/** SPEC section 9: the Insights nudge dot pulses this long after an insight is saved. */
export const INSIGHT_NUDGE_PULSE_MS = 2000;

/** SPEC section 9's per-namespace local-storage flag: set by a save, cleared by clicking Insights. */
export const insightNudgeKey = (namespace: string) => `insightNudge:${namespace}`;

export interface InsightNudge {
  /** The dot shows: something was saved since the person last opened Insights. */
  shown: boolean;
  /** In its first two seconds after a save, it pulses. */
  pulsing: boolean;
}

const listeners = new Set<() => void>();
/** Namespaces whose dot pulses now (a save in this tab less than two seconds ago). */
const pulsing = new Set<string>();
const pulseTimers = new Map<string, ReturnType<typeof setTimeout>>();
/** Snapshots are cached per state so useSyncExternalStore sees a stable value between changes. */
const snapshots = new Map<string, InsightNudge>();

const notify = () => listeners.forEach((listener) => listener());

function flagSet(namespace: string): boolean {
  try {
    return localStorage.getItem(insightNudgeKey(namespace)) !== null;
  } catch {
    return false; // storage unavailable (private mode): no dot beyond the pulse
  }
}

function snapshot(namespace: string): InsightNudge {
  const pulse = pulsing.has(namespace);
  const state = { shown: pulse || flagSet(namespace), pulsing: pulse };
  const key = `${namespace}:${state.shown}:${state.pulsing}`;
  const cached = snapshots.get(key);
  if (cached) return cached;
  snapshots.set(key, state);
  return state;
}

/**
 * An insight was saved: the Insights link of the organisation's navigation gets its dot, pulsing
 * for two seconds, then kept while the flag is set. The namespace defaults to the signed-in
 * person's organisation (the cached customer info), which is the one the navigation shows.
 */
export function noteInsightSaved(namespace: string | undefined = cachedCustomerInfo()?.namespace): void {
  if (!namespace) return;
  try {
    localStorage.setItem(insightNudgeKey(namespace), new Date().toISOString());
  } catch {
    // Without storage the dot still pulses; it just cannot outlive the page.
  }
  pulsing.add(namespace);
  clearTimeout(pulseTimers.get(namespace));
  pulseTimers.set(
    namespace,
    setTimeout(() => {
      pulsing.delete(namespace);
      pulseTimers.delete(namespace);
      notify();
    }, INSIGHT_NUDGE_PULSE_MS),
  );
  notify();
}

/** The person opened Insights: the dot goes. */
export function clearInsightNudge(namespace: string): void {
  try {
    localStorage.removeItem(insightNudgeKey(namespace));
  } catch {
    // See flagSet.
  }
  pulsing.delete(namespace);
  clearTimeout(pulseTimers.get(namespace));
  pulseTimers.delete(namespace);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dot of one organisation's Insights link; follows saves in other tabs too (storage events). */
export function useInsightNudge(namespace: string | null): InsightNudge {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (namespace && event.key === insightNudgeKey(namespace))) notify();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [namespace]);
  return useSyncExternalStore(subscribe, () => (namespace ? snapshot(namespace) : HIDDEN));
}

const HIDDEN: InsightNudge = { shown: false, pulsing: false };
