// The persons forming the entity (incorporators of a corporation), each with an address.
import type { FormationValues } from '../model.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { stepText } from './step-text.ts';

export const formationSlice = defineSlice({
  key: 'formation',
  empty: (): FormationValues => ({ formers: [] }),
});

export const formationStep = defineStep({
  page: 'formation',
  title: stepText.titles.formation,
  slices: [formationSlice],
  slice: 'formation',
});
