import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { fieldAria } from './field-aria';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** This field's own problem, shown under it. */
  error?: string | null;
  /** The id of a message shown elsewhere (the form's banner) that names this field's problem. */
  problemId?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, problemId, hint, required, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const aria = fieldAria({ hintId, errorId, problemId });
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
      <input {...input} id={id} className="field__input" required={required} {...aria} />
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
