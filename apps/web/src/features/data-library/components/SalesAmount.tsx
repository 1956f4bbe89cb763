import { useFormatters } from './format';

/**
 * An amount of a CRM export, without a currency (the export's own, which the file does not name):
 * the short form for a large one (1.2M), with the full figure beside it for whoever needs it
 * exactly, visible rather than in a tooltip that keyboards and touch screens cannot reach.
 */
export function SalesAmount({ value }: { value: number }) {
  const format = useFormatters();
  const full = format.number(value);
  const short = format.compact(value);
  if (short === full) return <span className="sales-amount__value">{full}</span>;
  return (
    <>
      <span className="sales-amount__value" aria-hidden="true">
        {short}
      </span>{' '}
      <span className="sales-amount__full">{full}</span>
    </>
  );
}
