// Step pages by address, each loaded on demand so a first visit downloads only its own step. A
// step's page is the component beside its address: `steps/<page>/<name>-step.tsx`, so a new step's
// component is found where it is put, with no list to add it to. A step whose module describes its
// fields as data and has no component of its own is shown by the fields page.
import { stepOf } from '@registrar/domain';
import { lazyPage, pageModuleIds, type PageComponent } from '../../../lib/lazy-page.tsx';
import type { StepPageProps } from '../../../lib/step-page.ts';

const STEP_FOLDER = 'src/features/wizard/steps/';
const FIELDS_PAGE = `${STEP_FOLDER}fields/fields-step.tsx`;
const pages = new Map<string, PageComponent<StepPageProps>>();

/** The page component of a step's address, or undefined when the step has no page of its own. */
export function stepPageOf(page: string): PageComponent<StepPageProps> | undefined {
  if (pages.has(page)) return pages.get(page);
  const ownPage = pageModuleIds().find(
    (id) => id.startsWith(`${STEP_FOLDER}${page}/`) && id.endsWith('-step.tsx'),
  );
  const moduleId = ownPage ?? (stepOf(page)?.form === undefined ? undefined : FIELDS_PAGE);
  if (moduleId === undefined) return undefined;
  const component = lazyPage<StepPageProps>(moduleId);
  pages.set(page, component);
  return component;
}
