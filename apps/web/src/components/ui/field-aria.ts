/** The ARIA state of an input: invalid when it has its own error or points at a message elsewhere. */
export function fieldAria(ids: { hintId?: string; errorId?: string; problemId?: string }) {
  const describedBy = [ids.hintId, ids.errorId, ids.problemId].filter(Boolean).join(' ');
  return {
    'aria-invalid': ids.errorId || ids.problemId ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
