// heartBeat and about of each of the five server components the web knows.
// One server answers for all of them, so every component reports the same build.
import * as z from 'zod/mini';
import { apiDataAnswer, serverErrorAnswer, type ApiCall } from './api-data.ts';
import type { ServiceComponent } from './service-components.ts';

const heartBeatAnswer = apiDataAnswer({
  timestamp: z.string().check(z.describe("The server's time, ISO 8601.")),
});

const aboutAnswer = apiDataAnswer({
  buildVersion: z.string(),
  components: z.array(z.object({ name: z.string(), version: z.string() })),
});

/** GET /{component}/heartBeat: the start-up health check (a failure sends the web to the down page). */
export function heartBeatCall<const Component extends ServiceComponent>(component: Component) {
  return {
    method: 'GET',
    path: `/${component}/heartBeat`,
    schema: {
      tags: ['system'],
      summary: `Health of ${component}: answers with the server's time`,
      response: { 200: heartBeatAnswer, 500: serverErrorAnswer },
    },
  } as const satisfies ApiCall;
}

/** GET /{component}/about: the build version of the component and of all five. */
export function aboutCall<const Component extends ServiceComponent>(component: Component) {
  return {
    method: 'GET',
    path: `/${component}/about`,
    schema: {
      tags: ['system'],
      summary: `Build version of ${component} and of the five server components`,
      response: { 200: aboutAnswer, 500: serverErrorAnswer },
    },
  } as const satisfies ApiCall;
}
