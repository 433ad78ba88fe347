// English text of the filer step.
export default {
  steps: {
    filer: {
      noticeHeading: 'Notice',
      notice:
        "Causing this document to be delivered to the Secretary of State for filing shall constitute the affirmation or acknowledgment of each individual causing such delivery, under penalties of perjury, that the document is the individual's act and deed, or that the individual in good faith believes the document is the act and deed of the person on whose behalf the individual is causing the document to be delivered for filing, taken in conformity with the requirements of part 3 of article 90 of title 7, C.R.S., the constituent documents, and the organic statutes, and that the individual in good faith believes the facts stated in the document are true and the document complies with the requirements of that Part, the constituent documents, and the organic statutes.",
      filerType: 'Is the filer an individual or an entity?',
      filersName: "Filer's name",
      filersAddress: "Filer's address",
      pickHeading: 'Filers Details',
      useThisPerson: 'Use this person',
      pickLegend: 'Choose the person to copy as filer',
      copyHint: 'Choose a person to copy their name and address, or type the filer below.',
      typeBelow: 'No: type the filer below',
      affirm: 'I have read and understood the notice above.',
      filers: 'Filers',
      addAnother: 'Add another filer',
    },
  },
} as const;
