// Every route plugin, registered once; each area adds its own line.
import type { FastifyInstance } from 'fastify';
import { createReferenceDataCache } from '../modules/content/reference-data.ts';
import { registerOpenApi } from '../plugins/openapi.ts';
import { registerWebApp } from '../plugins/web-app.ts';
import { adminRoutes } from './business-api/admin/index.ts';
import { contentRoutes } from './business-api/content/index.ts';
import { entityRoutes } from './business-api/entity/index.ts';
import { existingEntityRoutes } from './business-api/existing-entity/index.ts';
import { systemRoutes } from './business-api/system/index.ts';
import { publicRecordRoutes } from './business-api/public-record/index.ts';
import { openDataRoutes } from './business-api/open-data/index.ts';
import { commonDbRoutes } from './common-db-api/index.ts';
import { filingFlowRoutes } from './business-api/filing-flow.ts';
import { sbfRoutes } from './business-api/sbf/index.ts';
import { addressRoutes } from '../modules/addresses/address-routes.ts';
import { userManagerRoutes } from './user-manager-api/index.ts';
import { oidcRoutes } from './user-manager-api/oidc.ts';
import { deadLetterRoutes } from './business-api/admin/dead-letters.ts';
import { openDataExportRoutes } from './business-api/admin/open-data-export.ts';
import { notificationRoutes } from './business-api/notifications/index.ts';
import { reviewPdfPage } from './business/review-pdf.ts';
import { documentDownloadRoutes } from './business/document-downloads.ts';
import { adminDocumentPages } from './business/admin-documents.ts';
import { filingApiRoutes } from './filing-api/index.ts';
import { filingAccountRoutes } from './user-manager-api/filing-accounts.ts';

/** Registers every API area and the web app on the instance. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  void app;
  // The OpenAPI document must see every route, so it is registered before them.
  await registerOpenApi(app);
  const referenceData = createReferenceDataCache(app.db);
  await app.register(commonDbRoutes, { referenceData });
  await app.register(systemRoutes);
  await app.register(entityRoutes);
  await app.register(contentRoutes, { referenceData });
  await app.register(existingEntityRoutes, { referenceData });
  await app.register(filingFlowRoutes);
  await app.register(addressRoutes);
  await app.register(publicRecordRoutes);
  await app.register(openDataRoutes);
  await app.register(sbfRoutes);
  await app.register(userManagerRoutes);
  await app.register(oidcRoutes);
  await app.register(adminRoutes);
  await app.register(notificationRoutes);
  await app.register(deadLetterRoutes);
  await app.register(openDataExportRoutes);
  await app.register(reviewPdfPage);
  await app.register(documentDownloadRoutes);
  await app.register(adminDocumentPages);
  await app.register(filingApiRoutes);
  await app.register(filingAccountRoutes);
  // Last: its /business/* catch-all must not shadow any API route.
  await registerWebApp(app);
}
