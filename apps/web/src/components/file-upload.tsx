import { useId, useRef, type ReactNode } from 'react';
import '../styles/file-input.scss';

interface FileUploadProps {
  label: ReactNode;
  hint?: ReactNode;
  accept?: string;
  multiple?: boolean;
  error?: string;
  disabled?: boolean;
  /** The files the user picked; the input is cleared afterwards so the same file can be picked again. */
  onFiles: (files: File[]) => void;
  id?: string;
  /** The field's name when its form is posted by the browser (an upload form without the app). */
  name?: string;
}

/** An accessible file input styled as usa-file-input; the page decides what happens to the files. */
export function FileUpload({
  label,
  hint,
  accept,
  multiple,
  error,
  disabled,
  onFiles,
  id,
  name,
}: FileUploadProps) {
  const generated = useId();
  const inputId = id ?? `file-${generated}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const described = [hint !== undefined ? `${inputId}-hint` : '', error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={inputId}>
        {label}
      </label>
      {hint !== undefined && (
        <span className="usa-hint" id={`${inputId}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="usa-error-message" id={`${inputId}-error`} role="alert">
          {error}
        </span>
      )}
      <input
        ref={inputRef}
        id={inputId}
        className="usa-file-input__input display-block margin-top-1"
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          onFiles(files);
          if (inputRef.current) inputRef.current.value = '';
        }}
      />
    </div>
  );
}
