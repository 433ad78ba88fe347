// The open-data export at stable addresses: GET /business-api/data/{entities,filings}.{csv,jsonl}.gz,
// /business-api/data/manifest.json and /business-api/data/schema.json, and GET /business-api/data
// (the manifest in the apiData envelope, for the download page). The files are those of the
// latest complete export; a job builds one a day (modules/open-data).
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  OPEN_DATA_NOT_EXPORTED_MESSAGE,
  openDataCall,
  openDataColumnTypes,
  openDataDatasets,
  openDataFileCall,
  openDataFiles,
  openDataFormats,
  openDataManifestCall,
  openDataSchemaCall,
} from '@registrar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../../http-errors.ts';
import {
  downloadAnswer,
  type DownloadValidators,
} from '../../../modules/open-data/conditional-download.ts';
import {
  openDataDirectory,
  readCurrentExport,
  type CurrentExport,
} from '../../../modules/open-data/open-data-store.ts';

/** Registrar's own wording: a range that lies outside the file. */
const unsatisfiableRangeMessage = 'The range asked for lies outside the file.';

// The files change once a day under the same address: a client keeps its copy and asks again
// with If-None-Match, which costs a 304.
const CACHE_CONTROL = 'public, no-cache';

async function currentExportOrNotFound(root: string): Promise<CurrentExport> {
  const current = await readCurrentExport(root);
  if (current === null) throw new HttpProblem(404, OPEN_DATA_NOT_EXPORTED_MESSAGE);
  return current;
}

function setValidators(reply: FastifyReply, validators: DownloadValidators): void {
  reply
    .header('etag', validators.etag)
    .header('last-modified', validators.lastModified.toUTCString())
    .header('cache-control', CACHE_CONTROL);
}

/** A small JSON document answered with its validators (and 304 when the client's is current). */
function sendJsonDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: Buffer,
  lastModified: Date,
) {
  const validators = {
    etag: `"${createHash('sha256').update(bytes).digest('hex')}"`,
    lastModified,
  };
  setValidators(reply, validators);
  const answer = downloadAnswer(
    {
      'if-none-match': request.headers['if-none-match'],
      'if-modified-since': request.headers['if-modified-since'],
    },
    validators,
    bytes.length,
  );
  if (answer.kind === 'not-modified') return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(bytes);
}

/** Registers the open-data downloads. */
export async function openDataRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const root = openDataDirectory(app.config);

  routes.get(openDataCall.path, { schema: openDataCall.schema }, async (_request, reply) => {
    const { manifest } = await currentExportOrNotFound(root);
    reply.header('cache-control', 'no-cache');
    return { apiData: { code: 200 as const, manifest } };
  });

  routes.get(
    openDataManifestCall.path,
    { schema: openDataManifestCall.schema },
    async (request, reply) => {
      const current = await currentExportOrNotFound(root);
      return sendJsonDocument(
        request,
        reply,
        current.manifestBytes,
        new Date(current.manifest.generatedAt),
      );
    },
  );

  // The schema is the code's: it changes only with a new version of the server.
  const schemaBytes = Buffer.from(
    `${JSON.stringify(
      { formats: openDataFormats, columnTypes: openDataColumnTypes, datasets: openDataDatasets },
      null,
      2,
    )}\n`,
  );
  const schemaLastModified = new Date(Math.floor(Date.now() / 1000) * 1000);
  routes.get(
    openDataSchemaCall.path,
    { schema: openDataSchemaCall.schema },
    async (request, reply) => sendJsonDocument(request, reply, schemaBytes, schemaLastModified),
  );

  for (const file of openDataFiles) {
    const call = openDataFileCall(file.name);
    app.get(call.path, { schema: call.schema }, async (request, reply) => {
      const current = await currentExportOrNotFound(root);
      const published = current.manifest.files.find((entry) => entry.name === file.name);
      if (published === undefined) throw new HttpProblem(404, OPEN_DATA_NOT_EXPORTED_MESSAGE);
      const validators = {
        etag: `"${published.sha256}"`,
        lastModified: new Date(current.manifest.generatedAt),
      };
      const answer = downloadAnswer(request.headers, validators, published.bytes);
      reply.header('accept-ranges', 'bytes');
      setValidators(reply, validators);
      if (answer.kind === 'not-modified') return reply.code(304).send();
      if (answer.kind === 'unsatisfiable') {
        reply.header('content-range', `bytes */${published.bytes}`);
        throw new HttpProblem(416, unsatisfiableRangeMessage);
      }
      const { start, end } =
        answer.kind === 'range' ? answer : { start: 0, end: published.bytes - 1 };
      reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('content-length', String(end - start + 1));
      if (answer.kind === 'range') {
        reply.code(206).header('content-range', `bytes ${start}-${end}/${published.bytes}`);
      }
      // A HEAD answers the headers alone: an empty stream keeps the Content-Length set above.
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      // The export folder is kept while it is current and a while after; an open file outlives
      // its removal, so a download under way always finishes.
      const handle = await open(path.join(current.folder, file.name));
      return reply.send(handle.createReadStream({ start, end }));
    });
  }
}
