// The open-data export of the public record: the files anyone may download at stable addresses
// under /business-api/data, what each column means, the manifest published beside them and the
// call the download page reads (GET /business-api/data). The columns are the public record page's
// own facts and nothing more: what that page does not show, no file holds.
import * as z from 'zod/mini';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  jsonBodyRefusals,
  messageAnswer,
  serverErrorAnswer,
  type ApiCall,
} from './api-data.ts';

/** Where the files, the manifest and the schema are published. */
export const OPEN_DATA_BASE_PATH = '/business-api/data';

/** How a value of a column is written. */
export type OpenDataColumnType = 'string' | 'date' | 'datetime' | 'boolean';

export interface OpenDataColumn {
  readonly name: string;
  readonly type: OpenDataColumnType;
  /** True when the column can be empty (CSV) or null (JSON Lines). */
  readonly nullable: boolean;
  readonly description: string;
}

/** What each column type looks like in the files. */
export const openDataColumnTypes: Readonly<Record<OpenDataColumnType, string>> = {
  string: 'Text, UTF-8.',
  date: 'A calendar date, YYYY-MM-DD.',
  datetime: 'An instant in UTC, ISO 8601: YYYY-MM-DDThh:mm:ssZ.',
  boolean: 'true or false.',
};

/** Entities on the record, one row each (a formation waiting for its effective date is not). */
export const openDataEntityColumns = [
  { name: 'entity_id', type: 'string', nullable: false, description: 'The 11-digit entity ID.' },
  { name: 'name', type: 'string', nullable: false, description: 'The name on the record.' },
  {
    name: 'entity_type',
    type: 'string',
    nullable: false,
    description: 'The entity type code: DLLC, DPC, DNC or DC55.',
  },
  {
    name: 'entity_type_description',
    type: 'string',
    nullable: false,
    description: 'The entity type in words, e.g. "Limited Liability Company".',
  },
  {
    name: 'status',
    type: 'string',
    nullable: false,
    description: 'The status in words, e.g. "Good Standing" or "Delinquent".',
  },
  {
    name: 'formation_date',
    type: 'date',
    nullable: false,
    description: 'The day the entity was formed, Mountain time.',
  },
  {
    name: 'jurisdiction',
    type: 'string',
    nullable: false,
    description: 'Where the entity was formed (CO for Colorado).',
  },
  {
    name: 'principal_office_city',
    type: 'string',
    nullable: true,
    description: "The city of the principal office's street address.",
  },
  {
    name: 'principal_office_state',
    type: 'string',
    nullable: true,
    description: "The two-letter state of the principal office's street address.",
  },
  {
    name: 'principal_office_zip',
    type: 'string',
    nullable: true,
    description: "The ZIP code of the principal office's street address.",
  },
  {
    name: 'agent_name',
    type: 'string',
    nullable: true,
    description: "The registered agent's name: an organisation's name or a person's full name.",
  },
  {
    name: 'agent_address_line1',
    type: 'string',
    nullable: true,
    description: "The first line of the registered agent's street address.",
  },
  {
    name: 'agent_address_line2',
    type: 'string',
    nullable: true,
    description: "The second line of the registered agent's street address.",
  },
  {
    name: 'agent_city',
    type: 'string',
    nullable: true,
    description: "The city of the registered agent's street address.",
  },
  {
    name: 'agent_state',
    type: 'string',
    nullable: true,
    description: "The two-letter state of the registered agent's street address.",
  },
  {
    name: 'agent_zip',
    type: 'string',
    nullable: true,
    description: "The ZIP code of the registered agent's street address.",
  },
  {
    name: 'report_due_date',
    type: 'date',
    nullable: false,
    description: 'The day the next periodic report is due.',
  },
] as const satisfies readonly OpenDataColumn[];

/** Filings recorded for those entities, one row each, in the order they were recorded. */
export const openDataFilingColumns = [
  {
    name: 'entity_id',
    type: 'string',
    nullable: false,
    description: 'The entity the filing is for (a row of the entities file).',
  },
  {
    name: 'document_number',
    type: 'string',
    nullable: false,
    description: 'The document number the filing was recorded under.',
  },
  {
    name: 'filing_type',
    type: 'string',
    nullable: false,
    description: 'The transaction type code of the filing.',
  },
  {
    name: 'description',
    type: 'string',
    nullable: false,
    description: 'The filing in words, e.g. "Articles of Organization".',
  },
  {
    name: 'filed_date',
    type: 'date',
    nullable: false,
    description: 'The day the filing was filed, Mountain time.',
  },
  { name: 'filed_at', type: 'datetime', nullable: false, description: 'When it was filed.' },
  {
    name: 'effective_at',
    type: 'datetime',
    nullable: true,
    description: 'When it took or takes effect, when that differs from filing.',
  },
  {
    name: 'document_withheld',
    type: 'boolean',
    nullable: false,
    description:
      'true when the filed document was removed from public view because it contained personal information.',
  },
] as const satisfies readonly OpenDataColumn[];

/** The two data sets, each published as CSV and as JSON Lines. */
export const openDataDatasets = {
  entities: {
    description:
      'Every entity on the public record, one row each, ordered by entity ID. A formation filed ' +
      'with a delayed effective date appears once it takes effect.',
    columns: openDataEntityColumns,
  },
  filings: {
    description:
      'Every filing recorded for those entities, one row each, in the order they were recorded.',
    columns: openDataFilingColumns,
  },
} as const;

export type OpenDataDataset = keyof typeof openDataDatasets;
export type OpenDataFormat = 'csv' | 'jsonl';

/** The four files, by their name in the address (/business-api/data/{name}). */
export const openDataFiles = [
  { name: 'entities.csv.gz', dataset: 'entities', format: 'csv' },
  { name: 'entities.jsonl.gz', dataset: 'entities', format: 'jsonl' },
  { name: 'filings.csv.gz', dataset: 'filings', format: 'csv' },
  { name: 'filings.jsonl.gz', dataset: 'filings', format: 'jsonl' },
] as const satisfies readonly { name: string; dataset: OpenDataDataset; format: OpenDataFormat }[];

export type OpenDataFileName = (typeof openDataFiles)[number]['name'];

/** What the formats are, in the manifest and the schema. */
export const openDataFormats: Readonly<Record<OpenDataFormat, string>> = {
  csv:
    'CSV as RFC 4180 describes it, UTF-8, lines ending CRLF, a header row of the column names; ' +
    'a field holding a comma, a double quote or a line break is quoted, its quotes doubled. An ' +
    'empty field is no value. Gzipped.',
  jsonl:
    'JSON Lines: one JSON object a line (LF), keyed by the column names; no value is null. Gzipped.',
};

const openDataColumnSchema = z.object({
  name: z.string(),
  type: z.enum(['string', 'date', 'datetime', 'boolean']),
  nullable: z.boolean(),
  description: z.string(),
});

const openDataDatasetSchema = z.object({
  description: z.string(),
  columns: z.array(openDataColumnSchema),
});

/** The columns, types and formats of the files (GET /business-api/data/schema.json). */
export const openDataSchemaDocument = z.object({
  formats: z.object({ csv: z.string(), jsonl: z.string() }),
  columnTypes: z.record(z.string(), z.string()),
  datasets: z.object({ entities: openDataDatasetSchema, filings: openDataDatasetSchema }),
});

/** One published file, as the manifest lists it. */
export const openDataFileSchema = z.object({
  name: z.string().check(z.describe('The file name, e.g. entities.csv.gz.')),
  dataset: z.enum(['entities', 'filings']),
  format: z.enum(['csv', 'jsonl']),
  url: z
    .string()
    .check(z.describe('Its address on this server, e.g. /business-api/data/entities.csv.gz.')),
  bytes: z.number().check(z.describe('The size of the gzipped file.')),
  rows: z.number().check(z.describe('Data rows in it (the CSV header is not counted).')),
  sha256: z.string().check(z.describe('SHA-256 of the gzipped file, hex; its ETag too.')),
});

/** The manifest of one export (GET /business-api/data/manifest.json). */
export const openDataManifestSchema = z.object({
  exportId: z.string().check(z.describe('Names this export; a new one each build.')),
  exportDate: z.string().check(z.describe('The day of the export, Mountain time, YYYY-MM-DD.')),
  generatedAt: z.string().check(z.describe('When the export was complete, ISO 8601 UTC.')),
  schemaUrl: z.string().check(z.describe('/business-api/data/schema.json')),
  files: z.array(openDataFileSchema),
  datasets: z.object({ entities: openDataDatasetSchema, filings: openDataDatasetSchema }),
  formats: z.object({ csv: z.string(), jsonl: z.string() }),
});

export type OpenDataManifest = z.output<typeof openDataManifestSchema>;

/** Registrar's own wording: nothing has been exported yet. */
export const OPEN_DATA_NOT_EXPORTED_MESSAGE =
  'The business register has not been exported yet. The export is built once a day; try again later.';

const notExportedAnswer = messageAnswer(404, 'No export has been built yet.');

/** GET /business-api/data: the latest export's manifest, for the download page. */
export const openDataCall = {
  method: 'GET',
  path: OPEN_DATA_BASE_PATH,
  schema: {
    tags: ['open-data'],
    summary: 'The files of the latest export of the business register',
    description:
      'The manifest of the latest export in the apiData envelope: each file with its address, ' +
      'size, rows and SHA-256, and the columns of each data set. The export is built once a day.',
    response: {
      200: apiDataAnswer({ manifest: openDataManifestSchema }),
      404: notExportedAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

const conditionalAndRanges =
  'Answers ETag (the SHA-256, strong) and Last-Modified; If-None-Match or If-Modified-Since ' +
  'answer 304 when unchanged. One byte range (Range: bytes=first-last, first- or -suffix) answers ' +
  '206 with Content-Range; a range outside the file answers 416 with Content-Range: bytes */size; ' +
  'several ranges, or an If-Range that no longer matches, answer the whole file.';

/** The answer to a conditional GET whose copy is current: no body. */
const notModified = z.null().check(z.describe('The copy the client holds is current (no body).'));

/** GET /business-api/data/{name}: one file of the latest export, gzipped, as an attachment. */
export function openDataFileCall<const Name extends OpenDataFileName>(name: Name) {
  const file = openDataFiles.find((candidate) => candidate.name === name);
  const format = file?.format === 'csv' ? 'CSV' : 'JSON Lines';
  const gzipped = {
    'application/gzip': {
      schema: z.string().check(z.describe(`The ${file?.dataset ?? ''} file, ${format}, gzipped.`)),
    },
  };
  return {
    method: 'GET',
    path: `${OPEN_DATA_BASE_PATH}/${name}`,
    schema: {
      tags: ['open-data'],
      summary: `The ${file?.dataset ?? ''} of the business register as ${format}, gzipped`,
      description: conditionalAndRanges,
      response: {
        200: { description: 'The whole file.', content: gzipped },
        206: { description: 'The byte range asked for.', content: gzipped },
        304: notModified,
        404: notExportedAnswer,
        416: messageAnswer(416, 'The range asked for lies outside the file.'),
        500: serverErrorAnswer,
      },
    },
  } as const;
}

/** GET /business-api/data/manifest.json: the latest export's manifest as published. */
export const openDataManifestCall = {
  method: 'GET',
  path: `${OPEN_DATA_BASE_PATH}/manifest.json`,
  schema: {
    tags: ['open-data'],
    summary: 'The manifest of the latest export: its files, sizes, SHA-256 checksums and columns',
    description: 'Published with the files, as they were written. ' + conditionalAndRanges,
    response: {
      200: openDataManifestSchema,
      304: notModified,
      404: notExportedAnswer,
      500: serverErrorAnswer,
    },
  },
} as const satisfies ApiCall;

/** GET /business-api/data/schema.json: the columns, types and formats of the files. */
export const openDataSchemaCall = {
  method: 'GET',
  path: `${OPEN_DATA_BASE_PATH}/schema.json`,
  schema: {
    tags: ['open-data'],
    summary: 'The columns of each file: name, type, whether it may be empty, and meaning',
    description:
      'Answered with its validators (ETag, Last-Modified): a conditional GET may get 304.',
    response: { 200: openDataSchemaDocument, 304: notModified, 500: serverErrorAnswer },
  },
} as const satisfies ApiCall;

/** A build of the export asked for and not done yet. */
const openDataBuildSchema = z.object({
  status: z
    .enum(['PENDING', 'RUNNING'])
    .check(
      z.describe(
        'PENDING: waiting for the open-data pass, which every server runs each 30 seconds; ' +
          'RUNNING: being built.',
      ),
    ),
  requestedAt: z.string().check(z.describe('When it was asked for, ISO 8601 UTC.')),
});

/** What the administrators' calls of the export answer besides their success. */
const adminRefusals = {
  401: messageAnswer(401, 'No administrator is signed in.'),
  403: messageAnswer(403, 'The signed-in staff member is not an administrator.'),
  500: serverErrorAnswer,
  503: databaseUnavailableAnswer,
} as const;

/** GET /business-api/admin/openDataExport: the latest export and the build under way. */
export const openDataExportStatusCall = {
  method: 'GET',
  path: '/business-api/admin/openDataExport',
  schema: {
    tags: ['admin'],
    summary: 'The latest open-data export and any build asked for (administrators only)',
    response: {
      200: apiDataAnswer({
        current: z.nullable(
          z.object({
            exportId: z.string(),
            exportDate: z.string().check(z.describe('YYYY-MM-DD, Mountain time.')),
            generatedAt: z.string(),
            entities: z.number().check(z.describe('Rows of the entities files.')),
            filings: z.number().check(z.describe('Rows of the filings files.')),
          }),
        ),
        build: z.nullable(openDataBuildSchema),
      }),
      ...adminRefusals,
    },
  },
} as const satisfies ApiCall;

/** POST /business-api/admin/buildOpenDataExport: a new export now, built once however many ask. */
export const buildOpenDataExportCall = {
  method: 'POST',
  path: '/business-api/admin/buildOpenDataExport',
  schema: {
    tags: ['admin'],
    summary: 'Asks for a new open-data export now (administrators only)',
    description:
      'Queues a build of the export that replaces the current one; the open-data pass of a ' +
      'server builds it within a minute and publishes it at the usual addresses. While a build ' +
      'waits or runs, asking again answers that build (queued: false): two requests at once ' +
      'build once.',
    response: {
      200: apiDataAnswer({
        queued: z
          .boolean()
          .check(z.describe('True when this request queued the build; false when one was.')),
        build: openDataBuildSchema,
      }),
      ...jsonBodyRefusals,
      ...adminRefusals,
    },
  },
} as const satisfies ApiCall;
