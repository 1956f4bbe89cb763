import { useId, useState } from 'react';

export interface KeywordsFieldProps {
  label: string;
  hint?: string;
  /** The accessible name of the list of chosen keywords. */
  chosenLabel: string;
  /** The label of the button that adds what was typed. */
  addLabel: string;
  /** The accessible name of a chip's remove button. */
  removeLabel: (keyword: string) => string;
  /** Said (politely) when nothing has been added yet. */
  emptyText?: string;
  keywords: readonly string[];
  onChange: (keywords: string[]) => void;
}

/**
 * Keywords as chips: type one and press Enter (or a comma, or Add); each chip has its own remove
 * button. Duplicates (ignoring case) and blanks are not added.
 */
export function KeywordsField({ label, hint, chosenLabel, addLabel, removeLabel, emptyText, keywords, onChange }: KeywordsFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const keyword = draft.trim().replace(/,+$/, '').trim();
    setDraft('');
    if (!keyword || keywords.some((existing) => existing.toLowerCase() === keyword.toLowerCase())) return;
    onChange([...keywords, keyword]);
  };
  return (
    <div className="field keywords-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="keywords-field__entry">
        <input
          id={id}
          className="field__input"
          value={draft}
          autoComplete="off"
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn--secondary" onClick={add}>
          {addLabel}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {keywords.length > 0 ? (
        <ul className="chips" aria-label={chosenLabel}>
          {keywords.map((keyword) => (
            <li key={keyword} className="chip">
              <span>{keyword}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={removeLabel(keyword)}
                onClick={() => onChange(keywords.filter((existing) => existing !== keyword))}
              >
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="M3 3l6 6M9 3L3 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        emptyText && <p className="field__hint">{emptyText}</p>
      )}
    </div>
  );
}
