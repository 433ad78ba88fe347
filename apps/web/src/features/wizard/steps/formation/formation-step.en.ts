// English text of the persons-forming step.
export default {
  steps: {
    formation: {
      typeOfPerson: 'Type of person',
      trust: 'Trust',
      stateOrOther: 'State or other',
      estate: 'Estate',
      trustsName: "Trust's name",
      statesName: "State's name",
      estatesName: "Estate's name",
      anyOrganisationsName: 'Name of the entity, trust, state or estate',
      name: 'Name',
      address: 'Address',
      addAnother: 'Add another person',
    },
  },
} as const;
