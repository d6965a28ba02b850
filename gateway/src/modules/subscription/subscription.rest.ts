import { LOCALES } from '@memorial/schema';
import type { RestRoute } from '../route.js';
import { captchaField, str } from '../route.js';

/** Family website: Stay Updated (memorial-portal 7, legacy-rest "Family website"). */
export const subscriptionRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/decedent/:id/addSubscriber',
    statuses: [429],
    summary: 'Subscribes an e-mail address to reminders of the services (body email, captcha; query timeZone).',
    query: {
      timeZone: {
        schema: { type: 'string', examples: ['America/New_York'] },
        description: "The IANA time zone the reminder mails show times in (an unknown zone: 400); wins over the body's timeZone.",
      },
    },
    body: {
      input: 'SubscribeInput',
      properties: {
        email: {
          type: 'string',
          format: 'email',
          description:
            'The address that receives the reminders; the same mailbox (any case) is subscribed once per decedent (data.created false).',
        },
        captcha: captchaField(),
        timeZone: {
          type: ['string', 'null'],
          description: 'The IANA time zone of the mails, where the query has none. Absent from both: America/Los_Angeles.',
        },
        language: {
          type: ['string', 'null'],
          enum: ['', ...LOCALES, null],
          description: "The mails' language, en or es. Absent: the request's (Accept-Language; English when it names neither).",
        },
      },
      required: ['email'],
    },
    operation:
      'mutation AddSubscriber($opi: String!, $input: SubscribeInput!) { subscribe(opi: $opi, input: $input) { message email created } }',
    variables: ({ params, query, body }) => ({
      opi: params['id'],
      input: {
        email: str(body['email']) ?? '',
        captcha: str(body['captcha']) ?? null,
        timeZone: str(query['timeZone']) ?? str(body['timeZone']) ?? null,
        language: str(body['language']) ?? null,
      },
    }),
    data: (r) => ({ email: r['subscribe'].email, created: r['subscribe'].created }),
    message: (r) => r['subscribe'].message,
  },
  {
    method: 'GET',
    path: '/decedent/:id/checkCountForCaptcha',
    summary: 'Whether this visitor must solve the captcha to subscribe now, and what the rate limits still allow.',
    operation: 'query CheckCountForCaptcha($opi: String!) { subscribeCheck(opi: $opi) { captchaRequired allowed remaining } }',
    variables: ({ params }) => ({ opi: params['id'] }),
  },
  {
    method: 'GET',
    path: '/decedent/:id/getCountOfSubscribers',
    summary: 'How many addresses receive the reminders (the family with access and staff).',
    operation: 'query GetCountOfSubscribers($opi: String!) { subscriberCount(opi: $opi) { count } }',
    variables: ({ params }) => ({ opi: params['id'] }),
  },
];
