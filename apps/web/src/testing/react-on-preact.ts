// What the tests import as 'react': Preact's compatibility layer, as in the build, with the act()
// that React exports (and Testing Library calls) taken from Preact's test utilities.
// @ts-expect-error preact/compat's types are `export =`: the tests take their types from React's.
export * from 'preact/compat';
export { default } from 'preact/compat';
export { act } from 'preact/test-utils';
