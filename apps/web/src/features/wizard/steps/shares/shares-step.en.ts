// English text of the shares step.
export default {
  steps: {
    shares: {
      legend: 'The corporation is authorized to issue (mark at least one)',
      commonShares: 'Common shares',
      commonSharesHint:
        'Shares with unlimited voting rights that are entitled to receive the net assets of the corporation upon dissolution.',
      numberOfShares: 'Number of common shares',
      numberOfSharesHint: 'A whole number from 1 to 2,000,000,000. Commas are allowed.',
      otherClasses: 'More than one class of shares, or shares other than common shares',
      otherClassesHint:
        'Describe the classes and their rights in the additional information below or in an attachment.',
      additionalInfo: 'Additional information about the shares',
    },
  },
} as const;
