import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { fieldAria } from './field-aria';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** This field's own problem, shown under it. */
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line TextField: the same label, hint, error and ARIA wiring. */
export function TextAreaField({ label, error, hint, required, className, rows = 3, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const aria = fieldAria({ hintId, errorId });
  return (
    <div className={['field', aria['aria-invalid'] ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea {...textarea} id={id} rows={rows} className="field__input field__textarea" required={required} {...aria} />
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
