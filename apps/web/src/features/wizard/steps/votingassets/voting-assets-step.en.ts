// English text of the nonprofit's voting-and-assets step.
export default {
  steps: {
    votingassets: {
      votingMembers: 'Will the nonprofit corporation have voting members?',
      assetsDistribution: 'Distribution of assets on dissolution',
      assetsDistributionHint:
        "Describe how the corporation's assets will be distributed if it dissolves.",
    },
  },
} as const;
