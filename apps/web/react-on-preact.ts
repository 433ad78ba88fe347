// The app is written against React's API and runs on Preact's compatibility layer (decision 0068):
// these aliases resolve React's modules to Preact's, for the build (browser and server render) and
// for the components' tests alike.

/** React's entry points as Preact's; `react` itself as `reactModule` (the tests add `act`). */
export function reactOnPreact(
  reactModule = 'preact/compat',
): { find: RegExp; replacement: string }[] {
  return [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    { find: /^react$/, replacement: reactModule },
  ];
}
