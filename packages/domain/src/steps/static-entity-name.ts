// The entity's name shown as on record, with the name after the filing (reinstatement may give a
// new one) and, for reinstatement, the statute it is reinstated under.
import { orNotProvided } from '../review/review-rows.ts';
import { statuteSchema, statuteShape } from '../schemas/other-steps.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { entityNameSlice } from './entity-name.ts';
import { readSlice } from './read-slice.ts';
import { listsSlice } from './step-lists.ts';

export const statuteSlice = defineSlice({
  key: 'statute',
  shape: statuteShape,
  empty: (): { text: string } => ({ text: '' }),
});

export const staticEntityNameStep = defineStep({
  page: 'staticentityname',
  title: 'Entity name',
  slices: [statuteSlice],
  slice: 'entityName',
  shows: ['entityName', 'statute'],
  // The statute is asked where the filing type's step edits it (reinstatement).
  schema: ({ def }) =>
    def !== undefined && listsSlice(def, statuteSlice.key) ? statuteSchema : undefined,
  review: (values, text, def) => {
    const entityName = readSlice(values, entityNameSlice);
    return {
      rows: [
        { label: text.labels.currentName, lines: orNotProvided(entityName.oldName, text) },
        {
          label: text.labels.nameAfterFiling,
          lines: orNotProvided(entityName.name.trim() || entityName.oldName, text),
        },
        ...(listsSlice(def, statuteSlice.key)
          ? [
              {
                label: text.labels.statute,
                lines: orNotProvided(readSlice(values, statuteSlice).text, text),
              },
            ]
          : []),
      ],
    };
  },
});
