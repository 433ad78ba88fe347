// Every message the registry sends, by name: one structure per message (paragraphs, labelled rows,
// lists, links) drawn twice, as plain text and as HTML, so the two never disagree and every value
// is escaped in one place. Texts (SMS) use the plain rendering. Other modules send a message with
// `renderMessage(name, params, language)` and the outbox. Every message to a filer has its Spanish
// twin here (`spanishLayouts`, the same structure in the same order); the staff's stay English.
// Dates and amounts are written as the English ones write them (MM/DD/YYYY, $50.00).
import {
  filingTypeTextEs,
  inLanguage,
  messages,
  type Language,
  type Receipt,
} from '@registrar/domain';
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

/** A rendered message: its subject, plain text and HTML, and the language they are written in. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  language: Language;
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
    /** The filing's transaction type, which names it in Spanish. */
    transactionType?: string;
    entityName: string;
    entityId: string;
    transactionId: string;
    statusUrl: string;
  };
  'filing-rejected': {
    filingName: string;
    transactionType?: string;
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

/** The messages to staff: written in English only. */
type StaffMessageName = 'temporary-password';
/** The messages to filers and subscribers, each in English and in Spanish. */
type FilerMessageName = Exclude<MessageName, StaffMessageName>;

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

type Layouts<Names extends MessageName> = {
  [N in Names]: (params: MessageParams[N]) => MessageLayout;
};

const layouts: Layouts<MessageName> = {
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

// ---- Spanish ---------------------------------------------------------------------------------

const spanishSignature = 'Secretaría de Estado de Colorado - División de Empresas';

/** The filings' names in Spanish, by transaction type (the domain's Spanish filing-type text). */
const spanishFilingNames: Readonly<Record<string, string>> = Object.assign(
  {},
  ...Object.values(filingTypeTextEs).map((text: unknown) =>
    typeof text === 'object' && text !== null && 'transactions' in text ? text.transactions : {},
  ),
) as Record<string, string>;

/** A filing's name in Spanish; the English one when its type has none. */
function spanishFilingName(transactionType: string | undefined, englishName: string): string {
  return (
    (transactionType === undefined ? undefined : spanishFilingNames[transactionType]) ?? englishName
  );
}

const spanishPaymentTypes: Readonly<Record<string, string>> = {
  Card: 'Tarjeta',
  Prepaid: 'Prepago',
};

/** The receipt's subject in Spanish: the twin of the domain's receiptEmailSubject. */
function spanishReceiptSubject(receipt: Receipt): string {
  return inLanguage('es', messages.receiptEmailSubject(receipt.transactionId, receipt.name));
}

/** "Document number" in Spanish, as the domain's Spanish messages say it. */
const spanishDocumentNumber = inLanguage('es', messages.documentNumber);

function spanishReceiptRows(receipt: Receipt): Block {
  return {
    kind: 'rows',
    rows: [
      ['Nombre de la entidad', receipt.name],
      ['Número de identificación', receipt.entityId],
      [spanishDocumentNumber, receipt.transactionId],
      ['Fecha y hora', receipt.dateTime],
      ['Fecha y hora de vigencia', receipt.effectiveDateTimeDisplay],
      [
        'Forma de pago',
        `${spanishPaymentTypes[receipt.paymentType] ?? receipt.paymentType}${
          receipt.last4 ? ` terminada en ${receipt.last4}` : ''
        }`,
      ],
      ['Monto', `$${receipt.amount}`],
      ['Aparece en su estado de cuenta como', receipt.creditStmtInfo],
      ['Fecha límite del próximo informe periódico', receipt.entityReportDueDate],
    ],
  };
}

/** The receipt itself in Spanish, and that the documents filed stay English. */
function spanishReceiptBlocks(receipt: Receipt): Block[] {
  return [
    {
      kind: 'paragraph',
      text: `Recibo de ${spanishFilingName(receipt.transactionType, receipt.transactionName)}`,
    },
    spanishReceiptRows(receipt),
    {
      kind: 'paragraph',
      text:
        'Los documentos presentados y el certificado están en inglés: son los documentos legales ' +
        'que quedan en el registro.',
    },
    { kind: 'paragraph', text: spanishSignature },
  ];
}

function spanishUnsubscribeBlock(links: SubscriberLinks): Block {
  return {
    kind: 'link',
    text: 'Dejar de recibir estas notificaciones',
    href: links.unsubscribeUrl,
  };
}

/** The Spanish twin of every message to a filer: the same blocks, in the same order. */
const spanishLayouts: Layouts<FilerMessageName> = {
  receipt: ({ receipt, recorded }) => ({
    subject: spanishReceiptSubject(receipt),
    blocks: [
      ...(recorded === true
        ? [{ kind: 'paragraph' as const, text: 'Su trámite fue recibido y registrado.' }]
        : []),
      ...spanishReceiptBlocks(receipt),
    ],
  }),
  'notification-confirmation': (params) => ({
    subject: `Confirme sus notificaciones sobre ${params.entityName}`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          `Esta dirección se inscribió para recibir notificaciones por correo electrónico sobre ` +
          `${params.entityName} (número de identificación ${params.entityId}): recordatorios del ` +
          'informe periódico y avisos de los trámites en el registro, unos 2 a 5 mensajes al año.',
      },
      {
        kind: 'paragraph',
        text:
          'No le enviaremos nada hasta que usted confirme. Si usted no lo pidió, no haga caso de ' +
          'este correo electrónico.',
      },
      { kind: 'link', text: 'Confirmar las notificaciones', href: params.confirmUrl },
      spanishUnsubscribeBlock(params),
      { kind: 'paragraph', text: spanishSignature },
    ],
  }),
  'notification-confirmation-text': (params) => ({
    subject: 'Confirme las notificaciones por texto',
    blocks: [
      {
        kind: 'paragraph',
        text: `Secretaría de Estado de CO: confirme las notificaciones por texto sobre ${params.entityName} (2 a 5 msjs/año): ${params.confirmUrl} Responda AYUDA para obtener ayuda, ALTO para cancelar. Pueden aplicarse tarifas de mensajes y datos.`,
      },
    ],
  }),
  'report-reminder': (params) => ({
    subject:
      params.moment === 'OPENS'
        ? `Ya puede presentar el informe periódico de ${params.entityName}`
        : `El informe periódico de ${params.entityName} vence el ${params.windowCloses}`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          params.moment === 'OPENS'
            ? `El informe periódico de ${params.entityName} (número de identificación ` +
              `${params.entityId}) vence el ${params.dueDate} y ya puede presentarlo, hasta el ` +
              `${params.windowCloses}.`
            : `El informe periódico de ${params.entityName} (número de identificación ` +
              `${params.entityId}) no se ha presentado. Preséntelo a más tardar el ` +
              `${params.windowCloses}; después se cobra una tarifa por atraso y la entidad queda ` +
              'en mora.',
      },
      {
        kind: 'paragraph',
        text: 'La cita de calendario adjunta marca el último día para presentarlo.',
      },
      { kind: 'link', text: 'Presentar el informe periódico', href: params.fileUrl },
      spanishUnsubscribeBlock(params),
      { kind: 'paragraph', text: spanishSignature },
    ],
  }),
  'report-reminder-text': (params) => ({
    subject: 'Recordatorio del informe periódico',
    blocks: [
      {
        kind: 'paragraph',
        text:
          params.moment === 'OPENS'
            ? `Secretaría de Estado de CO: ya puede presentar el informe periódico de ${params.entityName}, hasta el ${params.windowCloses}: ${params.fileUrl} Responda ALTO para cancelar.`
            : `Secretaría de Estado de CO: el informe periódico de ${params.entityName} vence el ${params.windowCloses}: ${params.fileUrl} Responda ALTO para cancelar.`,
      },
    ],
  }),
  'text-help': (params) => ({
    subject: 'Ayuda',
    blocks: [
      {
        kind: 'paragraph',
        text: `Notificaciones de empresas de la Secretaría de Estado de CO, 2 a 5 msjs/año. Ayuda: ${params.helpUrl} Responda ALTO para cancelar. Pueden aplicarse tarifas de mensajes y datos.`,
      },
    ],
  }),
  'text-stopped': () => ({
    subject: 'Cancelado',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Secretaría de Estado de CO: ya no recibirá notificaciones por texto. No se le enviarán más mensajes.',
      },
    ],
  }),
  'abandoned-payment-receipt': ({ receipt }) => ({
    subject: spanishReceiptSubject(receipt),
    blocks: [
      {
        kind: 'paragraph',
        text:
          'Su pago se realizó, pero usted no volvió a la página del recibo, así que registramos su ' +
          'trámite por usted. Guarde este recibo.',
      },
      ...spanishReceiptBlocks(receipt),
    ],
  }),
  'filing-accepted': (params) => {
    const filingName = spanishFilingName(params.transactionType, params.filingName);
    return {
      subject: `Trámite aceptado: ${filingName} - ${params.entityName}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Revisamos su trámite (${filingName}) de ${params.entityName} (número de identificación ${params.entityId}) y lo aceptamos.`,
        },
        { kind: 'rows', rows: [[spanishDocumentNumber, params.transactionId]] },
        { kind: 'link', text: 'Ver el estado de su trámite', href: params.statusUrl },
        { kind: 'paragraph', text: spanishSignature },
      ],
    };
  },
  'filing-rejected': (params) => {
    const filingName = spanishFilingName(params.transactionType, params.filingName);
    return {
      subject: `Trámite rechazado: ${filingName} - ${params.entityName}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Revisamos su trámite (${filingName}) de ${params.entityName} (número de identificación ${params.entityId}) y lo rechazamos por estos motivos (escritos en inglés):`,
        },
        { kind: 'list', items: params.reasons },
        { kind: 'rows', rows: [[spanishDocumentNumber, params.transactionId]] },
        { kind: 'link', text: 'Ver el estado de su trámite', href: params.statusUrl },
        { kind: 'paragraph', text: 'Puede corregir el trámite y presentarlo de nuevo.' },
        { kind: 'paragraph', text: spanishSignature },
      ],
    };
  },
  'sbf-temporary-password': (params) => ({
    subject: `Su contraseña temporal - ${params.entityName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Alguien pidió una contraseña nueva para su cuenta de Secure Business Filing de ${params.entityName} (número de identificación ${params.entityId}). Su contraseña anterior ya no funciona.`,
      },
      {
        kind: 'paragraph',
        text: `Inicie sesión con esta contraseña temporal dentro de ${params.validHours} horas. Solo sirve para elegir una contraseña nueva.`,
      },
      {
        kind: 'rows',
        rows: [
          ['Número de identificación', params.entityId],
          ['Correo electrónico', params.email],
          ['Contraseña temporal', params.temporaryPassword],
        ],
      },
      { kind: 'link', text: 'Iniciar sesión', href: params.signInUrl },
      {
        kind: 'paragraph',
        text: 'Si usted no pidió una contraseña nueva, inicie sesión con esta y elija la suya, o comuníquese con la División de Empresas.',
      },
      { kind: 'paragraph', text: spanishSignature },
    ],
  }),
};

function isFilerMessage(name: MessageName): name is FilerMessageName {
  return name in spanishLayouts;
}

/** The layout of a message in a language: the Spanish twin when it has one, else English. */
function layoutOf<N extends MessageName>(
  name: N,
  params: MessageParams[N],
  language: Language,
): { layout: MessageLayout; language: Language } {
  if (language === 'es' && isFilerMessage(name)) {
    const spanish = spanishLayouts[name] as (params: MessageParams[N]) => MessageLayout;
    return { layout: spanish(params), language: 'es' };
  }
  return { layout: layouts[name](params), language: 'en' };
}

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

/**
 * Renders a message of the catalogue as subject, plain text and HTML, in the language of its
 * reader (a filer's or a subscriber's); messages to staff are English whatever is asked.
 */
export function renderMessage<N extends MessageName>(
  name: N,
  params: MessageParams[N],
  language: Language = 'en',
): RenderedMessage {
  const { layout, language: written } = layoutOf(name, params, language);
  return {
    subject: layout.subject,
    text: layout.blocks.map(blockText).join('\n\n'),
    html:
      `<!doctype html><html lang="${written}"><head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head>` +
      `<body>${layout.blocks.map(blockHtml).join('\n')}</body></html>`,
    language: written,
  };
}
