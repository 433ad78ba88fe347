// Every message the registry sends, by name: one structure per message (paragraphs, labelled rows,
// lists, links) drawn twice, as plain text and as HTML, so the two never disagree and every value
// is escaped in one place. Texts (SMS) use the plain rendering. Other modules send a message with
// `renderMessage(name, params)` and the outbox.
import { messages, type Receipt } from '@registrar/domain';
import { escapeHtml } from './html.ts';

type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'rows'; rows: [label: string, value: string][] }
  | { kind: 'list'; items: string[] }
  | { kind: 'link'; text: string; href: string };

interface MessageLayout {
  subject: string;
  blocks: Block[];
}

/** A rendered message: its subject, plain text and HTML. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

/** Links every subscriber message carries. */
interface SubscriberLinks {
  unsubscribeUrl: string;
}

interface ReminderFacts extends SubscriberLinks {
  entityName: string;
  entityId: string;
  /** The report due date and the last day of its window, MM/DD/YYYY. */
  dueDate: string;
  windowCloses: string;
  /** OPENS when the window opens, CLOSING two weeks before it closes. */
  moment: 'OPENS' | 'CLOSING';
  fileUrl: string;
}

/** The parameters each message takes. */
export interface MessageParams {
  /** "Email my receipt" and the confirmation of a recorded filing. */
  receipt: { receipt: Receipt; recorded?: boolean };
  /** A sign-up for notifications: follow the link to confirm it (double opt-in). */
  'notification-confirmation': SubscriberLinks & {
    entityName: string;
    entityId: string;
    confirmUrl: string;
  };
  'notification-confirmation-text': SubscriberLinks & { entityName: string; confirmUrl: string };
  'report-reminder': ReminderFacts;
  'report-reminder-text': ReminderFacts;
  /** The answer to a HELP reply, and to a STOP reply. */
  'text-help': { helpUrl: string };
  'text-stopped': Record<string, never>;
  /** A filing paid at the checkout whose filer never came back to the receipt. */
  'abandoned-payment-receipt': { receipt: Receipt };
  /** The administrators' decision on a held filing, with its status page. */
  'filing-accepted': {
    filingName: string;
    entityName: string;
    entityId: string;
    transactionId: string;
    statusUrl: string;
  };
  'filing-rejected': {
    filingName: string;
    entityName: string;
    entityId: string;
    transactionId: string;
    reasons: string[];
    statusUrl: string;
  };
  /** A staff account's temporary password: why it was made, and how long it works. */
  'temporary-password': {
    userName: string;
    temporaryPassword: string;
    signInUrl: string;
    reason: string;
    validHours: number;
  };
  /** A Secure Business Filing account's temporary password: the details it signs in with. */
  'sbf-temporary-password': {
    entityName: string;
    entityId: string;
    email: string;
    temporaryPassword: string;
    signInUrl: string;
    validHours: number;
  };
}

export type MessageName = keyof MessageParams;

const signature = 'Colorado Secretary of State - Business Division';

function receiptRows(receipt: Receipt): Block {
  return {
    kind: 'rows',
    rows: [
      ['Entity name', receipt.name],
      ['ID number', receipt.entityId],
      [messages.documentNumber, receipt.transactionId],
      ['Date and time', receipt.dateTime],
      ['Effective date and time', receipt.effectiveDateTimeDisplay],
      [
        'Payment type',
        `${receipt.paymentType}${receipt.last4 ? ` ending in ${receipt.last4}` : ''}`,
      ],
      ['Amount', `$${receipt.amount}`],
      ['Appears on your statement as', receipt.creditStmtInfo],
      ['Next periodic report due', receipt.entityReportDueDate],
    ],
  };
}

function unsubscribeBlock(links: SubscriberLinks): Block {
  return {
    kind: 'link',
    text: 'Stop these notifications',
    href: links.unsubscribeUrl,
  };
}

const layouts: { [N in MessageName]: (params: MessageParams[N]) => MessageLayout } = {
  receipt: ({ receipt, recorded }) => ({
    subject: messages.receiptEmailSubject(receipt.transactionId, receipt.name),
    blocks: [
      ...(recorded === true
        ? [{ kind: 'paragraph' as const, text: 'Your filing has been received and recorded.' }]
        : []),
      { kind: 'paragraph', text: `Receipt for ${receipt.transactionName}` },
      receiptRows(receipt),
      { kind: 'paragraph', text: signature },
    ],
  }),
  'notification-confirmation': (params) => ({
    subject: `Confirm your notifications for ${params.entityName}`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          `This address was signed up for email notifications about ${params.entityName} ` +
          `(ID number ${params.entityId}): periodic report reminders and news of filings on the ` +
          'record, about 2 to 5 messages a year.',
      },
      {
        kind: 'paragraph',
        text: 'Nothing is sent until you confirm. If you did not ask for this, ignore this email.',
      },
      { kind: 'link', text: 'Confirm notifications', href: params.confirmUrl },
      unsubscribeBlock(params),
      { kind: 'paragraph', text: signature },
    ],
  }),
  'notification-confirmation-text': (params) => ({
    subject: 'Confirm text notifications',
    blocks: [
      {
        kind: 'paragraph',
        text: `CO Secretary of State: confirm text notifications for ${params.entityName} (2 to 5 msgs/yr): ${params.confirmUrl} Reply HELP for help, STOP to cancel. Msg & data rates may apply.`,
      },
    ],
  }),
  'report-reminder': (params) => ({
    subject:
      params.moment === 'OPENS'
        ? `Periodic report for ${params.entityName} can now be filed`
        : `Periodic report for ${params.entityName} is due by ${params.windowCloses}`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          params.moment === 'OPENS'
            ? `The periodic report of ${params.entityName} (ID number ${params.entityId}) is due ` +
              `${params.dueDate} and can be filed now, until ${params.windowCloses}.`
            : `The periodic report of ${params.entityName} (ID number ${params.entityId}) has not ` +
              `been filed. File it by ${params.windowCloses}; after that a late fee applies and ` +
              'the entity becomes delinquent.',
      },
      {
        kind: 'paragraph',
        text: 'The attached calendar entry marks the last day to file.',
      },
      { kind: 'link', text: 'File the periodic report', href: params.fileUrl },
      unsubscribeBlock(params),
      { kind: 'paragraph', text: signature },
    ],
  }),
  'report-reminder-text': (params) => ({
    subject: 'Periodic report reminder',
    blocks: [
      {
        kind: 'paragraph',
        text:
          params.moment === 'OPENS'
            ? `CO Secretary of State: the periodic report of ${params.entityName} can be filed now, until ${params.windowCloses}: ${params.fileUrl} Reply STOP to cancel.`
            : `CO Secretary of State: the periodic report of ${params.entityName} is due by ${params.windowCloses}: ${params.fileUrl} Reply STOP to cancel.`,
      },
    ],
  }),
  'text-help': (params) => ({
    subject: 'Help',
    blocks: [
      {
        kind: 'paragraph',
        text: `CO Secretary of State business notifications, 2 to 5 msgs/yr. Help: ${params.helpUrl} Reply STOP to cancel. Msg & data rates may apply.`,
      },
    ],
  }),
  'text-stopped': () => ({
    subject: 'Stopped',
    blocks: [
      {
        kind: 'paragraph',
        text: 'CO Secretary of State: you will get no more text notifications. No further messages will be sent.',
      },
    ],
  }),
  'abandoned-payment-receipt': ({ receipt }) => ({
    subject: messages.receiptEmailSubject(receipt.transactionId, receipt.name),
    blocks: [
      {
        kind: 'paragraph',
        text:
          'Your payment went through, but you did not come back to the receipt page, so your ' +
          'filing was recorded for you. Keep this receipt.',
      },
      { kind: 'paragraph', text: `Receipt for ${receipt.transactionName}` },
      receiptRows(receipt),
      { kind: 'paragraph', text: signature },
    ],
  }),
  'filing-accepted': (params) => ({
    subject: `Filing accepted: ${params.filingName} - ${params.entityName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Your ${params.filingName} for ${params.entityName} (ID number ${params.entityId}) has been reviewed and accepted.`,
      },
      { kind: 'rows', rows: [[messages.documentNumber, params.transactionId]] },
      { kind: 'link', text: 'See the status of your filing', href: params.statusUrl },
      { kind: 'paragraph', text: signature },
    ],
  }),
  'filing-rejected': (params) => ({
    subject: `Filing rejected: ${params.filingName} - ${params.entityName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Your ${params.filingName} for ${params.entityName} (ID number ${params.entityId}) has been reviewed and rejected for these reasons:`,
      },
      { kind: 'list', items: params.reasons },
      { kind: 'rows', rows: [[messages.documentNumber, params.transactionId]] },
      { kind: 'link', text: 'See the status of your filing', href: params.statusUrl },
      { kind: 'paragraph', text: 'You may correct the filing and file it again.' },
      { kind: 'paragraph', text: signature },
    ],
  }),
  'temporary-password': (params) => ({
    subject: 'Your temporary password',
    blocks: [
      {
        kind: 'paragraph',
        text: `${params.reason} A temporary password was made for ${params.userName}. It works for ${params.validHours} hours; sign in with it and choose a new password.`,
      },
      { kind: 'rows', rows: [['Temporary password', params.temporaryPassword]] },
      { kind: 'link', text: 'Sign in', href: params.signInUrl },
      {
        kind: 'paragraph',
        text: 'If you did not ask for a new password, contact the Business Division.',
      },
      { kind: 'paragraph', text: signature },
    ],
  }),
  'sbf-temporary-password': (params) => ({
    subject: `Your temporary password - ${params.entityName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Someone asked for a new password for your Secure Business Filing account for ${params.entityName} (ID number ${params.entityId}). Your old password no longer works.`,
      },
      {
        kind: 'paragraph',
        text: `Log in with this temporary password within ${params.validHours} hours. It works only to choose a new password.`,
      },
      {
        kind: 'rows',
        rows: [
          ['ID number', params.entityId],
          ['Email', params.email],
          ['Temporary password', params.temporaryPassword],
        ],
      },
      { kind: 'link', text: 'Log in', href: params.signInUrl },
      {
        kind: 'paragraph',
        text: 'If you did not ask for a new password, log in with this one and choose your own, or contact the Business Division.',
      },
      { kind: 'paragraph', text: signature },
    ],
  }),
};

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'rows':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'link':
      return `${block.text}: ${block.href}`;
  }
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'rows':
      return `<table role="presentation">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.text)}</a></p>`;
  }
}

/** Renders a message of the catalogue as subject, plain text and HTML. */
export function renderMessage<N extends MessageName>(
  name: N,
  params: MessageParams[N],
): RenderedMessage {
  const layout = layouts[name](params);
  return {
    subject: layout.subject,
    text: layout.blocks.map(blockText).join('\n\n'),
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head>` +
      `<body>${layout.blocks.map(blockHtml).join('\n')}</body></html>`,
  };
}
