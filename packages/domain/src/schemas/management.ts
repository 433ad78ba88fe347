import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import type { ManagementValues } from '../model.ts';
import { withRules, yesNoShape, type AddIssue } from './common.ts';

export const managementShape = z.object({
  managedBy: z.enum(['MBR', 'MGR', '']),
  hasOneMember: yesNoShape,
});

/** Checks management: who manages, and that the LLC has at least one member. */
export function checkManagement(values: ManagementValues, add: AddIssue): void {
  if (values.managedBy === '') add(['managedBy'], messages.chooseManagersOrMembers);
  if (values.hasOneMember === '') add(['hasOneMember'], messages.chooseYesOrNo);
  else if (values.hasOneMember === 'N') add(['hasOneMember'], messages.atLeastOneMember);
}

export const managementSchema = withRules(managementShape, checkManagement);
