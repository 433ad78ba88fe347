// The rules of what static-entity-name.ts declares: the structure of its slices, the rules of its forms, its
// review sections and completeness codes.
import { defineStepRules } from './define-step.ts';
import { entityNameSlice } from './entity-name.ts';
import { listsSlice } from './step-lists.ts';
import { orNotProvided } from '../review/review-rows.ts';
import { readSlice } from './read-slice.ts';
import { staticEntityNameStep, statuteSlice } from './static-entity-name.ts';
import { statuteSchema, statuteShape } from '../schemas/other-steps.ts';

export const staticEntityNameRules = defineStepRules(staticEntityNameStep, {
  shapes: { statute: statuteShape },
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
