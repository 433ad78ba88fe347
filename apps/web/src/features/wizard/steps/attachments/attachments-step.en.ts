// English text of the attachments step.
export default {
  steps: {
    attachments: {
      optional: 'Attaching files is optional.',
      fileName: 'File name',
      size: 'Size',
      actions: 'Actions',
      sizeBytes: '{{size}} bytes',
      sizeKilobytes: '{{size}} KB',
      sizeMegabytes: '{{size}} MB',
      cancelAttachments: 'Cancel attachments',
    },
  },
} as const;
