// The entity's name: the name a formation takes, or an amendment's new name (or "keep it").
import type { EntityNameValues } from '../model.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { stepText } from './step-text.ts';

export const entityNameSlice = defineSlice({
  key: 'entityName',
  empty: (): EntityNameValues => ({ name: '' }),
});

export const entityNameStep = defineStep({
  page: 'entityname',
  title: stepText.titles.entityname,
  slices: [entityNameSlice],
  slice: 'entityName',
});
