// The entity's name: the name a formation takes, or an amendment's new name (or "keep it").
import type { EntityNameValues } from '../model.ts';
import { defineSlice, defineStep } from './define-step.ts';

export const entityNameSlice = defineSlice({
  key: 'entityName',
  empty: (): EntityNameValues => ({ name: '' }),
});

export const entityNameStep = defineStep({
  page: 'entityname',
  title: 'Entity name',
  slices: [entityNameSlice],
  slice: 'entityName',
});
