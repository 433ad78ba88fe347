// English text of the management step.
export default {
  steps: {
    management: {
      managedBy: 'The LLC will be managed by',
      members: 'Members',
      managers: 'Managers',
      atLeastOneMember: 'Does the LLC have at least one member?',
    },
  },
} as const;
