// English text of the affidavit-and-ID step.
export default {
  steps: {
    privateattachments: {
      intro:
        'Attach the signed affidavit and a copy of your photo ID. These files are not part of the public record.',
    },
  },
} as const;
