// The rules of what management.ts declares: the structure of its slices, the rules of its forms, its
// review sections and completeness codes.
import { defineStepRules } from './define-step.ts';
import { managementSchema, managementShape } from '../schemas/management.ts';
import { managementSlice, managementStep } from './management.ts';
import { readSlice } from './read-slice.ts';
import { yesNo } from '../review/review-rows.ts';

export const managementRules = defineStepRules(managementStep, {
  shapes: { management: managementShape },
  schema: () => managementSchema,
  review: (values, text) => {
    const management = readSlice(values, managementSlice);
    const managedBy =
      management.managedBy === 'MBR'
        ? text.values.members
        : management.managedBy === 'MGR'
          ? text.values.managers
          : text.notProvided;
    return {
      rows: [
        { label: text.labels.managedBy, lines: [managedBy] },
        { label: text.labels.atLeastOneMember, lines: yesNo(management.hasOneMember, text) },
      ],
    };
  },
  completeness: { codes: ['MANAGEMENT_MISSING'] },
});
