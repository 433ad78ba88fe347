// POST /business-api/address/validate (the domain's addressValidateCall) over an address
// verifier. A plugin of its own, with its own error handler, so it runs on any Fastify instance.

import { addressValidateCall } from '@registrar/domain';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ValidationFailed, type FieldError } from '../../http-errors.ts';
import { frameworkRefusalMessage } from '../../plugins/framework-refusals.ts';
import { requestValidatorCompiler } from '../../plugins/request-validation.ts';
import { createBuiltInAddressVerifier, type AddressVerifier } from './address-verifier.ts';

export interface AddressRoutesOptions {
  /** Defaults to the built-in verifier over the shipped ZIP data set. */
  verifier?: AddressVerifier;
}

function fieldErrors(status: number, errors: FieldError[]) {
  return { apiData: { code: status, errors } };
}

function fieldFromPath(path: string): string {
  return path.split('/').filter(Boolean).join('.') || 'body';
}

/** Registers POST /business-api/address/validate. */
export const addressRoutes: FastifyPluginAsync<AddressRoutesOptions> = async (app, options) => {
  // Built once, at registration: loading the ZIP data set is far too slow to do per request.
  const verifier = options.verifier ?? createBuiltInAddressVerifier();

  // The route's zod schemas need the zod compilers. Setting them here (they stay inside this
  // plugin) lets the plugin run on any Fastify instance; the application sets the same ones.
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every bad input, including malformed JSON, a wrong content type or an oversized body, is
  // answered with the field and the message; a failing verifier never shows its details.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldFromPath(issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send(fieldErrors(400, errors));
    }
    if (error instanceof ValidationFailed)
      return reply.code(400).send(fieldErrors(400, error.errors));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(fieldErrors(status, [{ field: 'body', message: frameworkRefusalMessage(error) }]));
    }
    request.log.error({ err: error }, 'address verification failed');
    return reply
      .code(500)
      .send(
        fieldErrors(500, [
          { field: '', message: 'Address verification is unavailable. Try again later.' },
        ]),
      );
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(addressValidateCall.path, { schema: addressValidateCall.schema }, async (request) => {
      const results = await Promise.all(
        request.body.addresses.map(async ({ id, address, requiredState, allowPoBox }) => ({
          id,
          ...(await verifier.verify(address, { requiredState, allowPoBox })),
        })),
      );
      return { apiData: { code: 200 as const, results } };
    });
};
