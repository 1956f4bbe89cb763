import './nudge-dot.css';

/**
 * A small dot beside a navigation link saying something new waits there; `label` is read by
 * screen readers as part of the link's name (the dot itself is decoration).
 */
export function NudgeDot({ pulsing, label }: { pulsing: boolean; label: string }) {
  return (
    <>
      <span className={pulsing ? 'nudge-dot is-pulsing' : 'nudge-dot'} aria-hidden="true" data-testid="nudge-dot" />
      <span className="visually-hidden"> {label}</span>
    </>
  );
}
