// English text of the delayed-effective-date step.
export default {
  steps: {
    effectivedate: {
      dateLabel: 'Effective date (up to 90 days from today)',
      dateHint: 'Mountain time. Format: mm/dd/yyyy',
      timeLabel: 'Effective time (hh:mm am/pm)',
      timeHint: 'Mountain time, for example 09:30 am. Leave blank for 11:59 pm.',
      atFilingLegend: 'Do you want this filing to be effective at the time of filing?',
      atFilingHint: 'Choose No to give a delayed effective date and time.',
      pendingFiling:
        "A filing on this record takes effect on {{date}}. This filing's effective date and time must be later.",
      limit:
        'A delayed effective date can be no more than 90 days after the filing is received (C.R.S. 7-90-304(2)). Dates and times are Mountain time.',
      dateErrorHeading: 'Date error',
      useMaximum: 'Use {{date}}',
      changeDate: 'Change the date',
      pastMaximum:
        'The date and time you entered, {{date}}, is more than 90 days away. The latest delayed effective date and time allowed is',
      pastMaximumChoice: 'Use the latest date and time allowed, or change the date.',
      /** Registrar's own wording: the date-error dialog's choice as a question of the form. */
      useLatestAllowed: 'Use the latest date and time allowed?',
    },
  },
} as const;
