// English text of the processing-email step.
export default {
  steps: {
    email: {
      intro: 'We will email you when your filing has been reviewed.',
      label: 'Email',
    },
  },
} as const;
