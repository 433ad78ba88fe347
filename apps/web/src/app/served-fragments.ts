// The banner and footer come in the first HTML (the server puts them there, marked with the
// address they are published at) so the page does not move when the script arrives. The browser
// reads them once, before React first renders into #root; a server rendering the page is given
// them (`useServedFragments`).
const served = new Map<string, string>();

/** Reads the fragments the first HTML carries; call before the first render. */
export function takeServedFragments(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-served-fragment]')) {
    const url = element.dataset.servedFragment;
    if (url) served.set(url, element.innerHTML);
  }
}

/** The markup the first HTML carried for `url`, if it did. */
export function servedFragment(url: string): string | undefined {
  return served.get(url);
}

/** The fragments a server rendering pages puts in them. */
export function setServedFragments(fragments: ReadonlyMap<string, string>): void {
  for (const [url, markup] of fragments) served.set(url, markup);
}
