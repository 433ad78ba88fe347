// GET /user-manager-api/filing-accounts/:accountId/statement?from=&to=: the statement as CSV, which
// the browser downloads itself (a plain GET form), with or without the app.
import type { ledgerStatementCall } from '@registrar/domain';

type LedgerStatementCall = typeof ledgerStatementCall;
const template: LedgerStatementCall['path'] =
  '/user-manager-api/filing-accounts/:accountId/statement';

/** Where the statement form sends its dates. */
export function ledgerStatementPath(accountId: string): string {
  return template.replace(':accountId', encodeURIComponent(accountId));
}
