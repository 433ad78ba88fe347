// Between a server-rendered page's first paint and the moment the app has taken it over, a person
// can already type. The app's components keep the server's values in their state and would reset
// the fields on their next render, so the app notes what was typed meanwhile and puts it into its own state. (A press
// meanwhile is the browser's own form post, which the server takes: see boot.ts.)

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the person left in a field: a text-like field's or a list's value, a box's checkedness. */
type Entered = string | boolean;

/** Fields the person changed before the take-over, in the order of their last change. */
const enteredBeforeTakeOver = new Map<Field, Entered>();
/** How many parts the page is taken over in (lib/take-over-part.tsx); null once it is, or before. */
let partsToTakeOver: number | null = null;
const partsTakenOver = new Set<string>();

function isCheckable(field: Field): field is HTMLInputElement {
  return field.type === 'checkbox' || field.type === 'radio';
}

/** Notes the field's state as the person left it (moved to the end: the latest change last). */
function noteEntered(field: Field): void {
  if (field.type === 'file' || field.type === 'hidden') return;
  // Of a group of radio buttons, the one chosen: choosing it is what cleared the others.
  if (field.type === 'radio' && !(field as HTMLInputElement).checked) return;
  enteredBeforeTakeOver.delete(field);
  enteredBeforeTakeOver.set(field, isCheckable(field) ? field.checked : field.value);
}

function changedFromServerHtml(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

function noteEvent({ target }: Event): void {
  const fields = [HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement];
  if (fields.some((type) => target instanceof type)) noteEntered(target as Field);
}

/**
 * Notes, as the app starts to take the server's HTML over, every field whose value differs from
 * what the server rendered (the person typed it), and then every change until the app has the
 * page. `parts` is how many parts the server said the page is taken over in.
 */
export function startTakeOver(container: HTMLElement, parts: number): void {
  partsToTakeOver = parts;
  for (const field of container.querySelectorAll<Field>('input, textarea, select')) {
    if (changedFromServerHtml(field)) noteEntered(field);
  }
  document.addEventListener('input', noteEvent, true);
  document.addEventListener('change', noteEvent, true);
}

/**
 * Enters a field's value as the person's own change would, so React's change handler gets it.
 * React ignores an event that leaves a field as it last saw it, and it first saw the field when
 * it took it over, with the person's value already in it. So the field is first set to another
 * value through its own setter (React notes that one), then to the person's through the
 * prototype's (unnoted), and the change's event fires.
 */
function enter(field: Field, value: Entered): void {
  if (isCheckable(field)) {
    field.checked = !value;
    // A click on the box is what the person did: it sets it back and fires the change.
    field.click();
    return;
  }
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** Called as each part of the page is taken over; the last one finishes the take-over. */
export function partTakenOver(id: string): void {
  if (partsToTakeOver === null) return;
  partsTakenOver.add(id);
  // Not inside React's effect that calls this: the fields are entered as the person's own events
  // would be, which React handles (and renders) before it restores a controlled field.
  if (partsTakenOver.size >= partsToTakeOver) {
    partsToTakeOver = null;
    setTimeout(finishTakeOver, 0);
  }
}

/**
 * Called once the app has taken the page over (or has rendered it itself): puts what was typed
 * into the app's state.
 */
export function finishTakeOver(): void {
  partsToTakeOver = null;
  document.removeEventListener('input', noteEvent, true);
  document.removeEventListener('change', noteEvent, true);
  for (const [field, value] of enteredBeforeTakeOver) {
    if (field.isConnected) enter(field, value);
  }
  enteredBeforeTakeOver.clear();
}
