// English text of the notifications step.
export default {
  steps: {
    notifications: {
      textMessageNote:
        'You will get about 2 to 5 text messages per year. Reply HELP for help or STOP to cancel. Message and data rates may apply.',
      areaCode: 'Area code',
      firstThree: 'First 3 digits',
      lastFour: 'Last 4 digits',
      retypeAreaCode: 'Retype area code',
      retypeFirstThree: 'Retype first 3 digits',
      retypeLastFour: 'Retype last 4 digits',
      phoneHint: 'For example: 303 555 1234',
      emailQuestion: 'Do you want to get email notifications about this business?',
      emailHint: 'We send reminders when reports are due and notices about changes to the record.',
      email: 'Email address',
      retypeEmail: 'Retype email address',
      textQuestion: 'Do you want to get text message notifications about this business?',
      phone: 'Mobile phone number',
      retypePhone: 'Retype mobile phone number',
      reviewTitle: 'Review your notifications',
      emailHeading: 'Email notifications',
      noEmails: 'No email addresses.',
      addEmail: 'Add another email address',
      textHeading: 'Text notifications',
      noTexts: 'No text numbers.',
      addText: 'Add another text number',
    },
  },
} as const;
