// English text of the static entity-name step of reinstatement and cure.
export default {
  steps: {
    staticentityname: {
      /** Registrar's own wording: the name service could not be reached. */
      checkUnavailable: 'The name could not be checked right now. Try again later.',
      formationDate: 'Formation date',
      dissolutionDate: 'Dissolution date',
      currentName: 'Current name',
      nameAfter: 'Name after the {{filing}}',
      checking: 'Checking…',
      newName: 'New name, if the current name is no longer available',
      newNameHint: 'Optional. Leave blank to keep the current name.',
      statute: 'Statute',
      statuteHint:
        'The statute the entity existed under before it was dissolved, 3 to 25 characters.',
    },
  },
} as const;
