import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';

/** Errors interrupt assistive technology (role=alert); other notices are polite (role=status). */
export function Alert({ tone, id, children }: { tone: Tone; id?: string; children: ReactNode }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`alert alert--${tone}`}>
      {children}
    </div>
  );
}
