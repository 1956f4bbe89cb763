import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
}

export function CheckboxField({ label, description, ...input }: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="checkbox">
      <input {...input} id={id} type="checkbox" className="checkbox__input" aria-describedby={descriptionId} />
      <div>
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="checkbox__description">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
