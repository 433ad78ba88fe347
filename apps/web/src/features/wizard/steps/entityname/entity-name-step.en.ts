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
      /** Registrar's own wording: which name a taken or reserved name is the same as. */
      sameAsEntity: 'It is the same name as this entity on the record:',
      sameAsFiling: 'It is the same name as a filing in progress, not yet on the record:',
      sameAsReservation: 'It is the same name as this reserved name:',
      identicalAsTyped: 'The two names are identical as typed.',
      sameWhenIgnoring: 'The names are the same once the check ignores:',
      ruleLetterCase: 'letter case',
      rulePunctuation: "punctuation such as . , _ ' `",
      ruleSpacing: 'spacing',
      comparedCaption: 'The two names as the check compares them',
      youTyped: 'You typed',
      onRecord: 'On record',
      asWritten: 'As written',
      asCompared: 'As compared',
      suggestionsHeading: 'Names you could use instead',
      useSuggestion: 'Use the name {{name}}',
      suggestionChecked: '{{name}} is available. Select Next to use it.',
      /** The second line of a format error: the part of the name at fault. */
      problemDesignation: 'No designator found in "{{part}}". Add one, for example "{{example}}".',
      problemCharacters: 'These characters cannot be used in a name: {{part}}',
      problemLength: 'This part is past the 200-character limit: "{{part}}"',
    },
  },
} as const;
