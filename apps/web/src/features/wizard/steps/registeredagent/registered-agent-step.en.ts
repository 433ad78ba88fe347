// English text of the registered-agent step.
export default {
  steps: {
    registeredagent: {
      agentType: 'Is the registered agent an individual or an entity?',
      ownAgent: 'This entity is its own registered agent',
      ownAgentHint: 'Uses the entity name "{{name}}".',
      ownAgentName: "Registered agent's name: {{name}}",
      agentName: "Registered agent's name",
      streetHeading: "Registered agent's street address",
      sameAsOfficeStreet: 'Same as principal office street address',
      streetHint: 'Must be a Colorado street address, not a PO Box.',
      mailingHeading: "Registered agent's mailing address",
      sameAsAgentStreet: "Same as registered agent's street address",
      sameAsOfficeMailing: 'Same as principal office mailing address',
      consent:
        'Has the person or entity you are appointing as registered agent consented to the appointment?',
    },
  },
} as const;
