// English text of the additional-information step.
export default {
  steps: {
    additionalinfo: {
      label: 'Additional information',
      attachFiles: 'Do you want to attach files?',
    },
  },
} as const;
