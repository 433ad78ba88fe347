// Between a server-rendered page's first paint and the moment the app has taken it over, a person
// can already type and press buttons. Nothing of that may be lost or done by the browser alone:
// the boot script holds button presses and form submissions until the app announces it has taken
// the page over; the app keeps what was typed into the page's fields meanwhile and puts it into
// its own state, then the held press goes ahead.

/** The DOM event the app dispatches on the document once it has taken the page over. */
export const PAGE_TAKEN_OVER_EVENT = 'registrar:taken-over';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface TypedField {
  field: Field;
  /** A text-like field's value, or a box's checkedness, or a list's value, as the person left it. */
  value: string | boolean;
}

let typedBeforeTakeOver: TypedField[] = [];
/** The parts of the page still to be taken over (see lib/take-over-part.tsx), then null. */
let partsToTakeOver: number | null = null;
const partsTakenOver = new Set<string>();

const CHECKABLE = new Set(['checkbox', 'radio']);

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && CHECKABLE.has(field.type);
}

function changedFromServerHtml(field: Field): TypedField | null {
  if (isCheckable(field)) {
    // Of a group of radio buttons, the one chosen: choosing it is what cleared the others.
    const unchosenRadio = field.type === 'radio' && !field.checked;
    return field.checked === field.defaultChecked || unchosenRadio
      ? null
      : { field, value: field.checked };
  }
  if (field instanceof HTMLSelectElement) {
    const changed = [...field.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? { field, value: field.value } : null;
  }
  if (field.type === 'file' || field.type === 'hidden') return null;
  return field.value === field.defaultValue ? null : { field, value: field.value };
}

/**
 * Notes, before the app takes the server's HTML over, every field whose value differs from what
 * the server rendered: the person typed it. React keeps the server's values in its state, so what
 * was typed would be lost when it next renders the field. `parts` is how many parts the server
 * said the page is taken over in.
 */
export function startTakeOver(container: HTMLElement, parts: number): void {
  partsToTakeOver = parts;
  typedBeforeTakeOver = [...container.querySelectorAll<Field>('input, textarea, select')]
    .map(changedFromServerHtml)
    .filter((typed) => typed !== null);
}

/** Sets a field's value as typing would, so React's change handler sees it. */
function enter(field: Field, value: string | boolean): void {
  // The prototype's setters, not the element's own: React watches those to skip its own writes.
  const setOwn = (property: 'checked' | 'value', to: unknown) =>
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, to);
  if (isCheckable(field)) {
    // A click on the box is what the person did, and what fires React's change handler: from the
    // other state, whatever React has rendered there since.
    setOwn('checked', !value);
    field.click();
    return;
  }
  setOwn('value', value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** Called as each part of the page is taken over; the last one finishes the take-over. */
export function partTakenOver(id: string): void {
  if (partsToTakeOver === null) return;
  partsTakenOver.add(id);
  if (partsTakenOver.size >= partsToTakeOver) finishTakeOver();
}

/**
 * Called once the app has taken the page over (or has rendered it itself): puts what was typed
 * into the app's state, then lets the boot script press the button that was pressed meanwhile.
 */
export function finishTakeOver(): void {
  partsToTakeOver = null;
  for (const { field, value } of typedBeforeTakeOver) {
    if (field.isConnected) enter(field, value);
  }
  typedBeforeTakeOver = [];
  document.dispatchEvent(new Event(PAGE_TAKEN_OVER_EVENT));
}
