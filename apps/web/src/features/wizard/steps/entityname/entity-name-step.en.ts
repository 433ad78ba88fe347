// English text of the entity-name step.
export default {
  steps: {
    entityname: {
      /** Registrar's own wording: the name check could not be made (server or network failure). */
      checkUnavailable: 'We could not check the name right now. Try again in a few minutes.',
      nameRequirements: 'Name requirements',
      newEntityName: 'New entity name',
      entityName: 'Entity name',
      nameHint: 'The name must be distinguishable on the records of the Secretary of State.',
      currentName: 'Current name:',
      mustChange:
        'The current name does not contain the term its entity type requires, so this amendment must change the name.',
      checking: 'Checking name…',
      changeName: 'Do you want to change the entity name?',
      reservedHeading: 'This name is reserved',
      yes: 'Yes',
      no: 'No',
      reservedBefore: 'The name',
      reservedAfter: 'is reserved. Are you authorized to use this reserved name?',
      reservedBy: 'Reserved by:',
    },
  },
} as const;
