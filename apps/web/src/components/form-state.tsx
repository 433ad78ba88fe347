// The state of a form: its values by dotted path, its errors, and whether it is submitting.
//
// What the app used of react-hook-form, with its names, in a few KB of the first visit instead of
// 14: each field re-renders alone when its own value or error changes; the step's zod schema
// validates on submit and, once a submit has failed, each field as it changes (react-hook-form's
// mode onSubmit with reValidateMode onChange). Fields are controlled inputs, so a page rendered on
// the server shows their values and the browser takes them over as they are.
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/** What a form holds: any object (its step slice). */
export type FieldValues = object;

/** The value at a dotted path of `T` ("streetAddress.city"), or unknown where the path is not known. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? PathValue<NonNullable<T[Head]>, Rest>
    : unknown
  : P extends keyof T
    ? T[P]
    : unknown;

export interface FieldError {
  /** "schema" for the step's own rules, "server" for the server's answer. */
  type: string;
  message: string;
}

/** Errors by field path, in the order of the form's fields. */
export type FormErrors = Readonly<Record<string, FieldError>>;

/** The value of `values` at a dotted path. */
function getIn(values: unknown, path: string): unknown {
  let node = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A copy of `values` with `value` at a dotted path (objects along the path copied, not changed). */
function setIn<T>(values: T, path: string, value: unknown): T {
  const [head = '', ...rest] = path.split('.');
  const current = (values ?? {}) as Record<string, unknown>;
  const copy = Array.isArray(current)
    ? ([...current] as unknown as Record<string, unknown>)
    : { ...current };
  copy[head] = rest.length === 0 ? value : setIn(current[head], rest.join('.'), value);
  return copy as T;
}

const isUnder = (path: string, parent: string) => path === parent || path.startsWith(`${parent}.`);

/** The errors a schema finds in `values` (the first per field), and its output when there are none. */
function schemaErrors(
  schema: $ZodType,
  values: unknown,
): { errors: Record<string, FieldError>; output?: unknown } {
  const result = safeParse(schema, values);
  if (result.success) return { errors: {}, output: result.data };
  const errors: Record<string, FieldError> = {};
  for (const { path, message } of result.error.issues) {
    errors[path.map(String).join('.')] ??= { type: 'schema', message };
  }
  return { errors };
}

/** One form's state; fields subscribe to the parts they show. */
export class FormStore<TInput extends FieldValues, TOutput = TInput> {
  private values: TInput;
  private errors: FormErrors = {};
  private submitting = false;
  private submitted = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private defaultValues: TInput,
    /** The schema as of the form's last render. */
    public schema: $ZodType<TOutput, TInput>,
    /** Errors the form starts with: the server's answer to a post of it, shown as submitted. */
    initialErrors: Readonly<Record<string, string>> = {},
  ) {
    this.values = structuredClone(defaultValues);
    for (const [name, message] of Object.entries(initialErrors)) {
      this.errors = { ...this.errors, [name]: { type: 'server', message } };
      this.submitted = true;
    }
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getValues: {
    (): TInput;
    <P extends string>(name: P): PathValue<TInput, P>;
  } = (name?: string) => (name === undefined ? this.values : getIn(this.values, name)) as never;

  readonly setValue = (name: string, value: unknown): void => {
    this.values = setIn(this.values, name, value);
    this.notify();
  };

  /**
   * A user's change of a field: after a failed submit, the errors under it are replaced at once
   * with what the schema now says of them, in form order.
   */
  readonly changeField = (name: string, value: unknown): void => {
    this.values = setIn(this.values, name, value);
    if (this.submitted) {
      const found = schemaErrors(this.schema, this.values).errors;
      const next: Record<string, FieldError> = {};
      for (const path of Object.keys(found)) {
        const error = isUnder(path, name) ? found[path] : this.errors[path];
        if (error) next[path] = error;
      }
      for (const [path, error] of Object.entries(this.errors)) {
        if (!isUnder(path, name)) next[path] ??= error;
      }
      this.errors = next;
    }
    this.notify();
  };

  readonly setError = (name: string, error: FieldError): void => {
    this.errors = { ...this.errors, [name]: error };
    this.notify();
  };

  readonly clearErrors = (names: string | readonly string[]): void => {
    const cleared = typeof names === 'string' ? [names] : names;
    this.errors = Object.fromEntries(
      Object.entries(this.errors).filter(([path]) => !cleared.some((name) => isUnder(path, name))),
    );
    this.notify();
  };

  /** Starts again from `values` (or the first values): no errors, not yet submitted. */
  readonly reset = (values?: TInput): void => {
    if (values !== undefined) this.defaultValues = values;
    this.values = structuredClone(this.defaultValues);
    this.errors = {};
    this.submitted = false;
    this.notify();
  };

  readonly errorsSnapshot = (): FormErrors => this.errors;
  readonly submittingSnapshot = (): boolean => this.submitting;

  /**
   * A submit handler: checks the values against the schema; with errors, shows them and calls
   * `onInvalid`; without, calls `onValid` with the parsed values (the form is submitting meanwhile).
   */
  readonly handleSubmit =
    (onValid: (values: TOutput) => unknown, onInvalid?: () => void) =>
    async (event?: { preventDefault: () => void }): Promise<void> => {
      event?.preventDefault();
      this.submitted = true;
      const { errors, output } = schemaErrors(this.schema, this.values);
      this.errors = errors;
      if (Object.keys(errors).length > 0) {
        this.notify();
        onInvalid?.();
        return;
      }
      this.submitting = true;
      this.notify();
      try {
        await onValid(output as TOutput);
      } finally {
        this.submitting = false;
        this.notify();
      }
    };
}

/** What a page and its fields use of a form. */
export type UseFormReturn<TInput extends FieldValues, TOutput = TInput> = Pick<
  FormStore<TInput, TOutput>,
  'getValues' | 'setValue' | 'changeField' | 'setError' | 'clearErrors' | 'reset' | 'handleSubmit'
>;

const FormContext = createContext<FormStore<FieldValues, unknown> | null>(null);

function useStore(): FormStore<FieldValues, unknown> {
  const store = useContext(FormContext);
  if (store === null) throw new Error('A form field is used outside a <Form>');
  return store;
}

/** A form's state, made once for the component's life. */
export function useFormStore<TInput extends FieldValues, TOutput>(
  defaultValues: TInput,
  schema: $ZodType<TOutput, TInput>,
  initialErrors?: Readonly<Record<string, string>>,
): FormStore<TInput, TOutput> {
  const [store] = useState(() => new FormStore(defaultValues, schema, initialErrors));
  store.schema = schema;
  return store;
}

/** The form's errors and whether it is submitting, re-rendering the caller when they change. */
export function useFormStatus<TInput extends FieldValues, TOutput>(
  store: FormStore<TInput, TOutput>,
): { errors: FormErrors; isSubmitting: boolean } {
  const errors = useSyncExternalStore(store.subscribe, store.errorsSnapshot, store.errorsSnapshot);
  return { errors, isSubmitting: useSubmitting(store) };
}

const useSubmitting = (store: Pick<FormStore<never>, 'subscribe' | 'submittingSnapshot'>) =>
  useSyncExternalStore(store.subscribe, store.submittingSnapshot, store.submittingSnapshot);

export function FormProvider({
  store,
  children,
}: {
  store: FormStore<FieldValues, unknown>;
  children: ReactNode;
}) {
  return <FormContext.Provider value={store}>{children}</FormContext.Provider>;
}

/** The enclosing form, typed by the page that knows its values. */
export function useFormContext<
  TInput extends FieldValues = Record<string, unknown>,
>(): UseFormReturn<TInput> {
  return useStore() as unknown as UseFormReturn<TInput>;
}

/** The value at `name`, re-rendering the caller when it changes. */
export function useWatch<
  TValues extends FieldValues = Record<string, unknown>,
  TName extends string = string,
>({ name }: { name: TName }): PathValue<TValues, TName> {
  const store = useStore();
  const read = () => store.getValues(name);
  return useSyncExternalStore(store.subscribe, read, read) as PathValue<TValues, TName>;
}

/** Whether the enclosing form is submitting (for a page's own submit button). */
export function useFormSubmitting(): boolean {
  return useSubmitting(useStore());
}

/** The error message at `name`, if any, re-rendering the caller when it changes. */
export function useFieldError(name: string): string | undefined {
  const store = useStore();
  const read = () => store.errorsSnapshot()[name]?.message;
  const message = useSyncExternalStore(store.subscribe, read, read);
  return message === undefined || message === '' ? undefined : message;
}
