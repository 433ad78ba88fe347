// Words of the notification confirmation and unsubscribe pages (reached from links in messages).
export default {
  notificationLinks: {
    confirm: {
      title: 'Confirm notifications',
      heading: 'Confirm your notifications',
      body: 'Confirm that you want notifications about this business: periodic report reminders and news of filings on the record, about 2 to 5 messages a year.',
      button: 'Confirm notifications',
      done: 'Your notifications about {{entityName}} (ID number {{entityId}}) are confirmed.',
      doneNext: 'Every message has a link to stop them.',
    },
    unsubscribe: {
      title: 'Stop notifications',
      heading: 'Stop notifications',
      body: 'Stop the notifications this link was sent with. You will get no more of them.',
      button: 'Stop notifications',
      done: 'You will get no more notifications about {{entityName}} (ID number {{entityId}}) at this address.',
    },
    working: 'Sending…',
    failed: 'This could not be done just now. Try again in a few minutes.',
    home: 'Go to the filings',
  },
};
