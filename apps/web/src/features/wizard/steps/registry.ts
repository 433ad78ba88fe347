// Step pages by segment, each loaded on demand so a first visit downloads only its own step.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepSegment } from '@registrar/domain';
import type { StepPageProps } from '../../../lib/step-page.ts';

export const stepPages: Partial<
  Record<StepSegment, LazyExoticComponent<ComponentType<StepPageProps>>>
> = {
  entityname: lazy(() => import('./entityname/entity-name-step.tsx')),
  principalofficeaddress: lazy(() => import('./principalofficeaddress/principal-office-step.tsx')),
  registeredagent: lazy(() => import('./registeredagent/registered-agent-step.tsx')),
  management: lazy(() => import('./management/management-step.tsx')),
  formation: lazy(() => import('./formation/formation-step.tsx')),
  shares: lazy(() => import('./shares/shares-step.tsx')),
  votingassets: lazy(() => import('./votingassets/voting-assets-step.tsx')),
  purposedirectors: lazy(() => import('./purposedirectors/purpose-directors-step.tsx')),
  additionalinfo: lazy(() => import('./additionalinfo/additional-info-step.tsx')),
  attachments: lazy(() => import('./attachments/attachments-step.tsx')),
  effectivedate: lazy(() => import('./effectivedate/effective-date-step.tsx')),
  filer: lazy(() => import('./filer/filer-step.tsx')),
  notifications: lazy(() => import('./notifications/notifications-step.tsx')),
  reportintro: lazy(() => import('./intro/intro-step.tsx')),
  intro: lazy(() => import('./intro/intro-step.tsx')),
  staticentityname: lazy(() => import('./staticentityname/static-entity-name-step.tsx')),
  email: lazy(() => import('./email/email-step.tsx')),
  privateattachments: lazy(() => import('./privateattachments/private-attachments-step.tsx')),
};
