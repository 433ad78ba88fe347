// The rules of what entity-name.ts declares: the structure of its slices, the rules of its forms, its
// review sections and completeness codes.
import { createEntityNameSchema, entityNameShape } from '../schemas/entity-name.ts';
import { defineStepRules } from './define-step.ts';
import { entityNameSlice, entityNameStep } from './entity-name.ts';
import { orNotProvided } from '../review/review-rows.ts';
import { readSlice } from './read-slice.ts';

export const entityNameRules = defineStepRules(entityNameStep, {
  shapes: { entityName: entityNameShape },
  // A filing type serving several entity types checks the designation of the filing's own.
  schema: ({ def, values }) =>
    createEntityNameSchema(
      def === undefined ? undefined : def.entityType || values?.filingState.entityType,
    ),
  review: (values, text, def) => {
    const entityName = readSlice(values, entityNameSlice);
    if (def.asksNameChange !== true)
      return { rows: [{ label: text.labels.name, lines: orNotProvided(entityName.name, text) }] };
    // An amendment shows the name on record and the name it leaves: the new one, or the same.
    const keeps = entityName.isNameChanged === 'N';
    return {
      rows: [
        { label: text.labels.currentName, lines: orNotProvided(entityName.oldName, text) },
        {
          label: text.labels.nameAfterFiling,
          lines: orNotProvided(keeps ? entityName.oldName : entityName.name, text),
        },
      ],
    };
  },
  completeness: {
    codes: ['ENTIY_NAME_MISSING', 'ENTIY_NAME_INVALID'],
    check: (values, schema) => {
      const entityName = readSlice(values, entityNameSlice);
      const keepsOldName = entityName.isNameChanged === 'N';
      if (!keepsOldName && entityName.name.trim() === '') return 'ENTIY_NAME_MISSING';
      if (schema !== undefined && !schema.safeParse(entityName).success)
        return 'ENTIY_NAME_INVALID';
      return undefined;
    },
  },
});
