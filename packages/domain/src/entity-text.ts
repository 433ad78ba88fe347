// The words a filer reads about an entity on the record: its status and its type by code, and why
// a filing is not open to it. Another language is another object of this shape.

export const entityText = {
  statuses: {
    GOOD: 'Good Standing',
    FILED: 'Filed - takes effect on the delayed effective date',
    DQQ: 'Delinquent',
    ADISS: 'Administratively Dissolved',
    TDISS: 'Dissolved (Term Expired)',
    DISS3Y: 'Dissolved more than three years',
    JDISS: 'Judicially Dissolved',
    VDISS: 'Voluntarily Dissolved',
  },
  entityTypes: {
    DLLC: 'Limited Liability Company',
    DPC: 'Corporation',
    DNC: 'Nonprofit Corporation',
    DC55: 'Cooperative (Article 55)',
  },
  availability: {
    notThisFilingsTransaction: 'This filing cannot be made with that transaction type.',
    otherEntityType: 'This filing is for a different type of entity.',
    reportWindowOpensOn: (opensOn: string) =>
      `The next periodic report can be filed from ${opensOn}.`,
  },
};

export type EntityText = typeof entityText;
