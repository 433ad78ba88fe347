// Editable content seeded on first start: the name-designation help shown on the entity-name
// step, one row per entity type (content key 'namedesignation', scope = entity type). The text
// follows the designation statutes the domain's name rules enforce.

/** Seed rows for the content table: [key, scope, body]. */
export const contentRows: ReadonlyArray<readonly [key: string, scope: string, body: string]> = [
  [
    'namedesignation',
    'DLLC',
    '<p>The name of a limited liability company must contain the term "limited liability company", ' +
      '"ltd. liability company", "limited liability co.", "ltd. liability co.", "limited", "l.l.c.", ' +
      '"llc" or "ltd." (C.R.S. 7-90-601(3)). Letter case does not matter.</p>' +
      '<p>The name must be distinguishable on the record from the names of other entities and from ' +
      'reserved names. Names that differ only in letter case or in periods, commas, underscores or ' +
      'apostrophes are not distinguishable: "A.B.C., LLC" is the same name as "ABC LLC".</p>',
  ],
  [
    'namedesignation',
    'DPC',
    '<p>The name of a corporation must contain the term "corporation", "incorporated", "company" or ' +
      '"limited", or an abbreviation of one of them: "corp.", "inc.", "co." or "ltd." (C.R.S. ' +
      '7-90-601(3)). Letter case does not matter.</p>' +
      '<p>The name must be distinguishable on the record from the names of other entities and from ' +
      'reserved names. Names that differ only in letter case or in periods, commas, underscores or ' +
      'apostrophes are not distinguishable.</p>',
  ],
  [
    'namedesignation',
    'DNC',
    "<p>A nonprofit corporation's name does not need a designation term. It may contain " +
      '"corporation", "incorporated", "company", "limited" or an abbreviation of one of them.</p>' +
      '<p>The name must be distinguishable on the record from the names of other entities and from ' +
      'reserved names. Names that differ only in letter case or in periods, commas, underscores or ' +
      'apostrophes are not distinguishable.</p>',
  ],
  [
    'namedesignation',
    'DC55',
    '<p>The name of a cooperative must contain the term "cooperative", "co-operative", "coop" or ' +
      '"co-op" (C.R.S. 7-55-103). Letter case does not matter.</p>' +
      '<p>The name must be distinguishable on the record from the names of other entities and from ' +
      'reserved names. Names that differ only in letter case or in periods, commas, underscores or ' +
      'apostrophes are not distinguishable.</p>',
  ],
];
