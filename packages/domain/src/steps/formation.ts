// The persons forming the entity (incorporators of a corporation), each with an address.
import type { FormationValues } from '../model.ts';
import { defineSlice, defineStep } from './define-step.ts';

export const formationSlice = defineSlice({
  key: 'formation',
  empty: (): FormationValues => ({ formers: [] }),
});

export const formationStep = defineStep({
  page: 'formation',
  title: 'Persons forming',
  slices: [formationSlice],
  slice: 'formation',
});
