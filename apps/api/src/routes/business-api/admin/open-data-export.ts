// The administrators' calls of the open-data export: what the latest export is and whether a build
// is under way (GET /business-api/admin/openDataExport), and asking for a new one now
// (POST /business-api/admin/buildOpenDataExport).
import { buildOpenDataExportCall, openDataExportStatusCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  openDataBuildUnderWay,
  requestOpenDataBuild,
  type OpenDataBuild,
} from '../../../modules/open-data/open-data-builds.ts';
import {
  openDataDirectory,
  readCurrentExport,
} from '../../../modules/open-data/open-data-store.ts';
import { requireRole } from '../../../plugins/sessions.ts';

function buildAnswer(build: OpenDataBuild) {
  return { status: build.status, requestedAt: build.requestedAt.toISOString() };
}

/** Registers the open-data export's administrator calls. */
export async function openDataExportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('admin');
  const root = openDataDirectory(app.config);

  routes.get(
    openDataExportStatusCall.path,
    { schema: openDataExportStatusCall.schema, onRequest: adminOnly },
    async (_request, reply) => {
      const current = await readCurrentExport(root);
      const build = await openDataBuildUnderWay(app.db);
      const rowsOf = (dataset: 'entities' | 'filings') =>
        current?.manifest.files.find((file) => file.dataset === dataset)?.rows ?? 0;
      reply.header('cache-control', 'no-store');
      return {
        apiData: {
          code: 200 as const,
          current:
            current === null
              ? null
              : {
                  exportId: current.manifest.exportId,
                  exportDate: current.manifest.exportDate,
                  generatedAt: current.manifest.generatedAt,
                  entities: rowsOf('entities'),
                  filings: rowsOf('filings'),
                },
          build: build === null ? null : buildAnswer(build),
        },
      };
    },
  );

  routes.post(
    buildOpenDataExportCall.path,
    { schema: buildOpenDataExportCall.schema, onRequest: adminOnly },
    async () => {
      const { queued, build } = await requestOpenDataBuild(app.db, root);
      return { apiData: { code: 200 as const, queued, build: buildAnswer(build) } };
    },
  );
}
