// Who manages a limited liability company, and that it has at least one member.
import type { ManagementValues } from '../model.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { stepText } from './step-text.ts';

export const managementSlice = defineSlice({
  key: 'management',
  empty: (): ManagementValues => ({ managedBy: '', hasOneMember: '' }),
});

export const managementStep = defineStep({
  page: 'management',
  title: stepText.titles.management,
  slices: [managementSlice],
  slice: 'management',
});
