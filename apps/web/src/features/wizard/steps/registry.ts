// Step pages by address, each loaded on demand so a first visit downloads only its own step. A
// step's page is the component beside its address: `steps/<page>/<name>-step.tsx`, so a new step's
// component is found where it is put, with no list to add it to.
import { lazyPage, pageModuleIds, type PageComponent } from '../../../lib/lazy-page.tsx';
import type { StepPageProps } from '../../../lib/step-page.ts';

const STEP_FOLDER = 'src/features/wizard/steps/';
const pages = new Map<string, PageComponent<StepPageProps> | undefined>();

/** The page component of a step's address, or undefined when the step has no page of its own. */
export function stepPageOf(page: string): PageComponent<StepPageProps> | undefined {
  if (pages.has(page)) return pages.get(page);
  const moduleId = pageModuleIds().find(
    (id) => id.startsWith(`${STEP_FOLDER}${page}/`) && id.endsWith('-step.tsx'),
  );
  const component = moduleId === undefined ? undefined : lazyPage<StepPageProps>(moduleId);
  pages.set(page, component);
  return component;
}
