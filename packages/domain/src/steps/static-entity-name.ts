// The entity's name shown as on record, with the name after the filing (reinstatement may give a
// new one) and, for reinstatement, the statute it is reinstated under.
import { defineSlice, defineStep } from './define-step.ts';
import { stepText } from './step-text.ts';

export const statuteSlice = defineSlice({
  key: 'statute',
  empty: (): { text: string } => ({ text: '' }),
});

export const staticEntityNameStep = defineStep({
  page: 'staticentityname',
  title: stepText.titles.staticentityname,
  slices: [statuteSlice],
  slice: 'entityName',
});
