// Who manages a limited liability company, and that it has at least one member.
import type { ManagementValues } from '../model.ts';
import { yesNo } from '../review/review-rows.ts';
import { managementSchema, managementShape } from '../schemas/management.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { readSlice } from './read-slice.ts';

export const managementSlice = defineSlice({
  key: 'management',
  shape: managementShape,
  empty: (): ManagementValues => ({ managedBy: '', hasOneMember: '' }),
});

export const managementStep = defineStep({
  page: 'management',
  title: 'Management',
  slices: [managementSlice],
  slice: 'management',
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
