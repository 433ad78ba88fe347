// The shape a translation of a catalogue must have: the same keys, nested alike, each text a
// string, each message function the same function. A key missing or extra fails the type check.
export type Translated<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Translated<T[K]>;
};
