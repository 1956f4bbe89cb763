import { useId, type SelectHTMLAttributes } from 'react';
import { fieldAria } from './field-aria';

export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  /** This field's own problem, shown under it. */
  error?: string | null;
  /** The id of a message shown elsewhere (the form's banner) that names this field's problem. */
  problemId?: string;
}

export function SelectField({ label, options, placeholder, error, problemId, required, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const aria = fieldAria({ errorId, problemId });
  return (
    <div className={aria['aria-invalid'] ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <select {...select} id={id} className="field__input field__select" required={required} {...aria}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
