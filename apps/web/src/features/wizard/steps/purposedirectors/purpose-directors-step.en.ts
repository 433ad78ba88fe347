// English text of the cooperative's purpose-and-directors step.
export default {
  steps: {
    purposedirectors: {
      purpose: 'Purpose of the cooperative',
      numberOfDirectors: 'Number of directors',
      numberOfDirectorsHint: 'A whole number from 3 to 2,000,000,000. Commas are allowed.',
      directorsTerms: "Directors' terms",
      directorsTermsHint: 'How long directors serve and how their terms are arranged.',
    },
  },
} as const;
