// The guard of administrator calls until administrators can sign in: with no sign-in there is no
// administrator, so every request is refused as not signed in. Administrator sign-in replaces it
// with its role check (the routes take their guard as a registration option).
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Refuses the request: 401, nobody is signed in as an administrator. */
export async function refuseWithoutAdministratorSignIn(
  _request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await reply
    .code(401)
    .send({ apiData: { code: 401, message: 'Sign in as an administrator to see this.' } });
}
