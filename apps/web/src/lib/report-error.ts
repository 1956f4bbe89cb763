// The single place where unexpected client errors are reported. Today the report goes to the
// console; an error-reporting service plugs in here without touching the callers.
export function reportError(error: unknown, context?: { componentStack?: string | null; source?: string }): void {
  console.error('[insight-assistant]', context?.source ?? 'error', error, context?.componentStack ?? '');
}
