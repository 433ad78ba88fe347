// Field ids derive from the form's value path so the error summary can link to any field,
// nested ones included ("streetAddress.address1" → "streetAddress-address1").

/** The DOM id of the input bound to a form value path. */
export function fieldId(name: string): string {
  return name.replace(/\./g, '-');
}

/** The DOM id of the error message shown under a field. */
export function errorId(name: string): string {
  return `${fieldId(name)}-error`;
}

/** The DOM id of the hint shown under a field's label. */
export function hintId(name: string): string {
  return `${fieldId(name)}-hint`;
}

/** The DOM id of what a field's error says beyond its message (why, and what to change). */
export function errorDetailId(name: string): string {
  return `${fieldId(name)}-error-detail`;
}
