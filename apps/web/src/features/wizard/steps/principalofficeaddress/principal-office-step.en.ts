// English text of the principal-office step.
export default {
  steps: {
    principalofficeaddress: {
      sameAsStreet: 'Same as street address',
      streetHint: 'A street address, not a PO Box.',
    },
  },
} as const;
