// Pages load on demand, each its own chunk, so a first visit downloads only the page it opens.
//
// Every lazily loaded page module is named here by its path from the web app's root, the name the
// build's manifest gives its chunk ("src/features/filings/file-a-form-page.tsx"). A page rendered on
// the server records that name, so the server can tell the browser to fetch the page's code at once
// (modulepreload), and the browser loads those modules before it takes over the server's HTML, so
// the page is ready without waiting for its code a second time.
import { lazy, useState, type ComponentType, type JSX } from 'react';
import { useServerRender } from './server-render.ts';

type PageModule = Record<string, unknown>;

const pageModules = import.meta.glob<PageModule>([
  '../features/*/*-page.tsx',
  '../features/*/*-pages.tsx',
  '../features/wizard/engine/wizard-page.tsx',
  '../features/wizard/engine/existing-entity-entry.tsx',
  '../features/wizard/review/review-page.tsx',
  '../features/wizard/steps/*/*-step.tsx',
]);

/** Page modules by their name in the build's manifest. */
const loaders = new Map(
  Object.entries(pageModules).map(([path, load]) => [path.replace(/^\.\.\//, 'src/'), load]),
);

/** The names of every page module the app can load. */
export function pageModuleIds(): string[] {
  return [...loaders.keys()];
}

/** Modules already loaded: their pages render at once, without suspending. */
const loadedModules = new Map<string, PageModule>();

/** A page module by its name in the build's manifest, loaded once. */
export function loadPageModule(moduleId: string): Promise<PageModule> {
  const loaded = loadedModules.get(moduleId);
  if (loaded !== undefined) return Promise.resolve(loaded);
  return loadModule(moduleId);
}

function loadModule(moduleId: string): Promise<PageModule> {
  const load = loaders.get(moduleId);
  if (!load) return Promise.reject(new Error(`No page module ${moduleId}`));
  return load().then((module) => {
    loadedModules.set(moduleId, module);
    return module;
  });
}

/** Loads page modules (those the server rendered) before the browser takes the page over. */
export async function preloadPageModules(moduleIds: readonly string[]): Promise<void> {
  await Promise.all(moduleIds.filter((id) => loaders.has(id)).map(loadModule));
}

export type PageComponent<P> = ((props: P) => JSX.Element) & { moduleId: string };

/**
 * A page component loaded on demand from `moduleId` (its export `exportName`). It suspends the
 * nearest Suspense boundary while its code loads, unless that code is already there.
 */
export function lazyPage<P extends object = Record<string, never>>(
  moduleId: string,
  exportName = 'default',
): PageComponent<P> {
  if (!loaders.has(moduleId)) throw new Error(`No page module ${moduleId}`);
  const pick = (module: PageModule) => module[exportName] as ComponentType<P>;
  const Lazy = lazy(async () => ({ default: pick(await loadModule(moduleId)) }));
  function Page(props: P) {
    useServerRender()?.modules.add(moduleId);
    // Chosen once per page on screen: switching from Lazy to the loaded one would remount it.
    const [Component] = useState(() => {
      const loaded = loadedModules.get(moduleId);
      return loaded === undefined ? Lazy : pick(loaded);
    });
    return <Component {...props} />;
  }
  Page.moduleId = moduleId;
  return Page;
}
