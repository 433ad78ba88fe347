// English text that several step pages share; each page adds it to the catalogue when it loads.
export default {
  steps: {
    shared: {
      optional: 'Optional.',
      save: 'Save',
      /** Registrar's own wording: a person's form saves the person and goes on to the next step. */
      saveAndContinue: 'Save and continue',
      backToList: 'Back to the list',
      individual: 'Individual',
      entity: 'Entity',
      entitysName: "Entity's name",
      streetAddress: 'Street address',
      mailingAddress: 'Mailing address',
      addAFile: 'Add a file',
      /** Registrar's own wording: the button that sends the chosen files when the page has no script. */
      attachFiles: 'Attach the files chosen',
      mostFilesAllowed:
        'You have added the most files allowed ({{max}}). Delete a file to add another.',
      uploading: 'Uploading…',
      filesAdded: 'Files added',
      noFilesYet: 'No files added yet.',
      delete: 'Delete',
      deleteItem: 'Delete {{item}}',
      /** Registrar's own wording: the verification form was sent without a version of each address. */
      chooseAddressVersion: 'Choose which version of each address to use.',
    },
  },
} as const;
