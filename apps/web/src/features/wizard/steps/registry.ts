// Step pages by segment, each loaded on demand so a first visit downloads only its own step.
import type { StepSegment } from '@registrar/domain';
import { lazyPage, type PageComponent } from '../../../lib/lazy-page.tsx';
import type { StepPageProps } from '../../../lib/step-page.ts';

const step = (path: string) => lazyPage<StepPageProps>(`src/features/wizard/steps/${path}`);

export const stepPages: Partial<Record<StepSegment, PageComponent<StepPageProps>>> = {
  entityname: step('entityname/entity-name-step.tsx'),
  principalofficeaddress: step('principalofficeaddress/principal-office-step.tsx'),
  registeredagent: step('registeredagent/registered-agent-step.tsx'),
  management: step('management/management-step.tsx'),
  formation: step('formation/formation-step.tsx'),
  shares: step('shares/shares-step.tsx'),
  votingassets: step('votingassets/voting-assets-step.tsx'),
  purposedirectors: step('purposedirectors/purpose-directors-step.tsx'),
  additionalinfo: step('additionalinfo/additional-info-step.tsx'),
  attachments: step('attachments/attachments-step.tsx'),
  effectivedate: step('effectivedate/effective-date-step.tsx'),
  filer: step('filer/filer-step.tsx'),
  notifications: step('notifications/notifications-step.tsx'),
  reportintro: step('intro/intro-step.tsx'),
  intro: step('intro/intro-step.tsx'),
  staticentityname: step('staticentityname/static-entity-name-step.tsx'),
  email: step('email/email-step.tsx'),
  privateattachments: step('privateattachments/private-attachments-step.tsx'),
};
