// Personal name suffixes offered by the name fields' suffix picker.

/** Name suffixes: [code, label]. */
export const suffixList: ReadonlyArray<readonly [code: string, label: string]> = [
  ['JR', 'Jr.'],
  ['SR', 'Sr.'],
  ['II', 'II'],
  ['III', 'III'],
  ['IV', 'IV'],
  ['V', 'V'],
  ['VI', 'VI'],
  ['ESQ', 'Esq.'],
  ['MD', 'M.D.'],
  ['PHD', 'Ph.D.'],
];
