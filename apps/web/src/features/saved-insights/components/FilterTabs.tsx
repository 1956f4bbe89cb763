import { useRef, type KeyboardEvent } from 'react';

interface FilterTabsProps<Value extends string> {
  values: readonly Value[];
  selected: Value;
  label: string;
  labelOf: (value: Value) => string;
  onSelect: (value: Value) => void;
  /** Ids: `${idPrefix}-tab-${value}` for each tab; `${idPrefix}-panel` for the panel they control. */
  idPrefix: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys (and Home, End) move between
 * the filters and choose them, as screen-reader users expect of a tab list.
 */
export function FilterTabs<Value extends string>({ values, selected, label, labelOf, onSelect, idPrefix }: FilterTabsProps<Value>) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = values.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(values[next]);
    tabs.current[next]?.focus();
  };

  return (
    <div className="segmented filter-tabs" role="tablist" aria-label={label}>
      {values.map((value, index) => (
        <button
          key={value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${value}`}
          aria-selected={value === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={value === selected ? 0 : -1}
          className="segmented__option"
          onClick={() => onSelect(value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {labelOf(value)}
        </button>
      ))}
    </div>
  );
}
