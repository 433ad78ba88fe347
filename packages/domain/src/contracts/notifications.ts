// Notification sign-ups (email and text about due dates and events on the business record): the
// confirmation link of the double opt-in, the
// unsubscribe link every message carries, and the text provider's inbound call for replies
// (HELP answers, STOP unsubscribes). The links work without signing in: the token is the key.
import * as z from 'zod/mini';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  fieldErrorsAnswer,
  jsonBodyRefusals,
  messageAnswer,
  serverErrorAnswer,
  type ApiCall,
} from './api-data.ts';

const linkToken = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is not valid.'),
    z.describe('The token of the link in the message.'),
  );

const subscriptionAnswer = apiDataAnswer({
  entityName: z.string(),
  entityId: z.string(),
  channel: z.enum(['email', 'sms']),
});

export const confirmSubscriptionCall = {
  method: 'POST',
  path: '/business-api/notifications/confirm',
  schema: {
    tags: ['notifications'],
    summary: 'Confirms a notification sign-up from the link in its confirmation message',
    description:
      'Double opt-in: a sign-up gets messages only once confirmed. Confirming again answers the ' +
      'same; a sign-up that was unsubscribed stays so (410).',
    body: z.object({ token: linkToken }),
    response: {
      200: subscriptionAnswer,
      ...jsonBodyRefusals,
      404: messageAnswer(404, 'No sign-up has this link.'),
      410: messageAnswer(410, 'The sign-up was unsubscribed.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const unsubscribeCall = {
  method: 'POST',
  path: '/business-api/notifications/unsubscribe',
  schema: {
    tags: ['notifications'],
    summary: 'Ends a notification sign-up from the unsubscribe link of any of its messages',
    body: z.object({ token: linkToken }),
    response: {
      200: subscriptionAnswer,
      ...jsonBodyRefusals,
      404: messageAnswer(404, 'No sign-up has this link.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const subscriptionLinkCall = {
  method: 'GET',
  path: '/business-api/notifications/link',
  schema: {
    tags: ['notifications'],
    summary: 'Where the sign-up of a confirmation or unsubscribe link stands',
    description:
      'Changes nothing: the page a link opens asks it to say what its button did (the sign-up ' +
      'is confirmed, or unsubscribed).',
    querystring: z.object({ link: z.enum(['confirm', 'unsubscribe']), token: linkToken }),
    response: {
      200: apiDataAnswer({
        entityName: z.string(),
        entityId: z.string(),
        channel: z.enum(['email', 'sms']),
        status: z.enum(['PENDING', 'CONFIRMED', 'UNSUBSCRIBED']),
      }),
      400: fieldErrorsAnswer,
      404: messageAnswer(404, 'No sign-up has this link.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const textReplyCall = {
  method: 'POST',
  path: '/business-api/notifications/textReply',
  schema: {
    tags: ['notifications'],
    summary: "The text provider's call for a reply to a notification text",
    description:
      'STOP (or UNSUBSCRIBE, CANCEL, END, QUIT) ends every text sign-up of the number; HELP ' +
      'answers with help. The answer text is also queued to the number. Only the provider may ' +
      'call: it sends the shared token in X-Text-Provider-Token.',
    body: z.object({
      from: z.string().check(z.minLength(7), z.maxLength(20)),
      body: z.string().check(z.maxLength(2000)),
    }),
    response: {
      200: apiDataAnswer({
        action: z.enum(['STOP', 'HELP', 'NONE']),
        reply: z.nullable(z.string()),
      }),
      400: jsonBodyRefusals[400],
      403: messageAnswer(403, 'The provider token is missing or wrong.'),
      413: jsonBodyRefusals[413],
      415: jsonBodyRefusals[415],
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
