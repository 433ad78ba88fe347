import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { AdminGuard } from '../components/admin-guard.tsx';
import { lazyPage, loadPageModule } from '../lib/lazy-page.tsx';
import type { PageAction } from '../lib/page-form.ts';
import type { OutcomePageProps } from '../lib/outcome-page.ts';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  StaticRouter,
} from '../lib/router.tsx';
import type { WizardOutcomePages } from '../features/wizard/engine/wizard-page.tsx';
import { languageParameters } from './i18n/page-language.ts';
import { Shell } from './shell.tsx';

// Each area is its own chunk, so the first visit downloads only the shell and the page it opens.
const WizardPage = lazyPage<{ outcomePages: WizardOutcomePages }>(
  'src/features/wizard/engine/wizard-page.tsx',
  'WizardPage',
);
const WizardRoot = lazyPage('src/features/wizard/engine/wizard-page.tsx', 'WizardRoot');
const FileAFormPage = lazyPage('src/features/filings/file-a-form-page.tsx');
const DownPage = lazyPage('src/features/filings/status-pages.tsx', 'DownPage');
const NotFoundPage = lazyPage('src/features/filings/status-pages.tsx', 'NotFoundPage');
const FormNotSentPage = lazyPage('src/features/filings/status-pages.tsx', 'FormNotSentPage');
const ShowStatePage = lazyPage('src/features/filings/status-pages.tsx', 'ShowStatePage');
const FilingIssuePage = lazyPage('src/features/filings/status-pages.tsx', 'FilingIssuePage');
const LoginPage = lazyPage('src/features/signin/login-page.tsx');
const CreateAccountPage = lazyPage('src/features/signin/create-account-page.tsx');
const VerifyEmailPage = lazyPage('src/features/signin/verify-email-page.tsx');
const AboutPage = lazyPage('src/features/filings/about-page.tsx');
const UnavailablePage = lazyPage('src/features/filings/unavailable-page.tsx');
const DevAppHomePage = lazyPage('src/features/filings/dev-app-home-page.tsx');
const BusinessSearchPage = lazyPage('src/features/public-record/search-page.tsx');
const EntityRecordPage = lazyPage('src/features/public-record/entity-record-page.tsx');
const VerifyPage = lazyPage('src/features/public-record/verify-page.tsx');
const DocumentRefusedPage = lazyPage('src/features/public-record/document-refused-page.tsx');
const OpenDataPage = lazyPage('src/features/public-record/open-data-page.tsx');

const LoginAdminPage = lazyPage('src/features/signin/login-admin-page.tsx');
const NotAllowedPage = lazyPage('src/features/signin/login-admin-page.tsx', 'NotAllowedPage');
const LogoutPage = lazyPage('src/features/signin/login-admin-page.tsx', 'LogoutPage');
const ResetPasswordPage = lazyPage('src/features/signin/password-pages.tsx', 'ResetPasswordPage');
const ResetConfirmPage = lazyPage('src/features/signin/password-pages.tsx', 'ResetConfirmPage');
const ChangePasswordPage = lazyPage('src/features/signin/password-pages.tsx', 'ChangePasswordPage');
const SetupPage = lazyPage('src/features/signin/setup-page.tsx');
const SearchManagerPage = lazyPage('src/features/signin/search-page.tsx');

// The administrator area is one chunk: its pages and their text load when an admin page opens.
const AdminHomePage = lazyPage('src/features/admin/admin-home-page.tsx');
const PendingQueuePage = lazyPage('src/features/admin/pending-queue-page.tsx');
const PendingReviewPage = lazyPage('src/features/admin/pending-review-page.tsx');
const PendingRejectPage = lazyPage('src/features/admin/pending-reject-page.tsx');
const RejectConfirmPage = lazyPage('src/features/admin/reject-confirm-page.tsx');
const PiiEntryPage = lazyPage('src/features/admin/pii-entry-page.tsx');
const PiiConfirmPage = lazyPage('src/features/admin/pii-confirm-page.tsx');
const FilingAccountsPage = lazyPage('src/features/admin/filing-accounts-page.tsx');
const FilingAccountPage = lazyPage('src/features/admin/filing-account-page.tsx');
const OpenDataExportPage = lazyPage('src/features/admin/open-data-export-page.tsx');
const FilingStatusPage = lazyPage('src/features/filings/filing-status-page.tsx');
const ConfirmNotificationsPage = lazyPage(
  'src/features/notifications/notification-link-pages.tsx',
  'ConfirmNotificationsPage',
);
const UnsubscribePage = lazyPage(
  'src/features/notifications/notification-link-pages.tsx',
  'UnsubscribePage',
);

const outcomePages = {
  receipt: lazyPage<OutcomePageProps>('src/features/filings/receipt-page.tsx'),
  whatsnext: lazyPage<OutcomePageProps>('src/features/filings/whats-next-page.tsx'),
};

/**
 * The admin area is for signed-in administrators: other staff are sent to /notallowed and everyone
 * else to the sign-in before a page opens (the server refuses their calls anyway).
 */
function adminOnly(page: ReactNode) {
  return <AdminGuard>{page}</AdminGuard>;
}

/** Every page of the app by its address under /business. */
const appRoutes: ReactElement<{ children: ReactNode }> = (
  <>
    <Route path="/" element={<Navigate to="/filing/fileaform" replace />} />
    <Route path="/filing" element={<Navigate to="/filing/fileaform" replace />} />
    <Route path="/filing/fileaform" element={<FileAFormPage />} />
    <Route path="/filing/showstate" element={<ShowStatePage />} />
    <Route path="/filing/displaystate" element={<ShowStatePage />} />
    <Route path="/filing/unavailable" element={<UnavailablePage />} />
    <Route path="/filing/unavailable/:filingType/*" element={<UnavailablePage />} />
    <Route path="/filing/devapphome/*" element={<DevAppHomePage />} />
    <Route path="/filing/status/:refId" element={<FilingStatusPage />} />
    {/* Pages of the shell that live under /filing too: not filing types. */}
    <Route path="/filing/down/*" element={<DownPage />} />
    <Route path="/filing/filingissue/*" element={<FilingIssuePage />} />
    <Route path="/filing/login/*" element={<LoginPage />} />
    <Route path="/filing/:filingType" element={<WizardRoot />} />
    <Route
      path="/filing/:filingType/:segment"
      element={<WizardPage outcomePages={outcomePages} />}
    />
    {/* Unknown deeper paths inside a wizard go to its first step too. */}
    <Route path="/filing/:filingType/:segment/*" element={<WizardRoot />} />
    <Route path="/down/*" element={<DownPage />} />
    <Route path="/filingissue/*" element={<FilingIssuePage />} />
    {/* The server's answer to a form the browser sent itself (see the web-app plugin). */}
    <Route path="/formnotsent" element={<FormNotSentPage />} />
    <Route path="/login/create" element={<CreateAccountPage />} />
    <Route path="/login/verify/:token" element={<VerifyEmailPage />} />
    <Route path="/login/*" element={<LoginPage />} />
    <Route path="/about" element={<AboutPage />} />
    {/* The public record: business search, an entity's record, checking a certificate. */}
    <Route path="/search" element={<BusinessSearchPage />} />
    <Route path="/entity/:entityId" element={<EntityRecordPage />} />
    <Route path="/verify" element={<VerifyPage />} />
    <Route path="/verify/:number" element={<VerifyPage />} />
    <Route path="/data" element={<OpenDataPage />} />
    {/* A document's download the server refused (it answers the PDF itself otherwise). */}
    <Route path="/documents/*" element={<DocumentRefusedPage />} />
    {/* Staff sign-in and passwords. */}
    <Route path="/loginadmin/*" element={<LoginAdminPage />} />
    <Route path="/notallowed" element={<NotAllowedPage />} />
    <Route path="/logout/*" element={<LogoutPage />} />
    <Route path="/resetpass" element={<ResetPasswordPage />} />
    <Route path="/resetConfirm" element={<ResetConfirmPage />} />
    <Route path="/changePassword" element={<ChangePasswordPage />} />
    <Route path="/setup/:token" element={<SetupPage />} />
    {/* The Search Manager (search/*) lives below the public business search. */}
    <Route path="/search/*" element={<SearchManagerPage />} />
    <Route path="/admin" element={<Navigate to="/admin/adminhome" replace />} />
    <Route path="/admin/adminhome/*" element={adminOnly(<AdminHomePage />)} />
    <Route path="/admin/pendingqueue/*" element={adminOnly(<PendingQueuePage />)} />
    <Route path="/admin/pendingreview/*" element={adminOnly(<PendingReviewPage />)} />
    <Route path="/admin/pendingreject/*" element={adminOnly(<PendingRejectPage />)} />
    <Route path="/admin/rejectconfirm/*" element={adminOnly(<RejectConfirmPage />)} />
    <Route path="/admin/piientry/*" element={adminOnly(<PiiEntryPage />)} />
    <Route path="/admin/piiconfirm/*" element={adminOnly(<PiiConfirmPage />)} />
    <Route path="/admin/filingaccounts" element={adminOnly(<FilingAccountsPage />)} />
    <Route path="/admin/filingaccount/:accountId" element={adminOnly(<FilingAccountPage />)} />
    <Route path="/admin/opendata" element={adminOnly(<OpenDataExportPage />)} />
    <Route path="/notifications/confirm/:token" element={<ConfirmNotificationsPage />} />
    <Route path="/notifications/unsubscribe/:token" element={<UnsubscribePage />} />
    <Route path="/*" element={<NotFoundPage />} />
  </>
);

/** The element the routes give an address: a lazily loaded page, maybe inside a guard. */
function pageModuleOf(element: ReactNode): string | null {
  if (!isValidElement(element)) return null;
  const moduleId = (element.type as { moduleId?: unknown }).moduleId;
  if (typeof moduleId === 'string') return moduleId;
  return pageModuleOf((element.props as { children?: ReactNode }).children);
}

/**
 * The action of the page at `pathname` (within /business): the `action` its page module exports,
 * with the route's parameters, or null when the page takes no form posts.
 */
export async function pageActionAt(
  pathname: string,
): Promise<{ action: PageAction; params: Readonly<Record<string, string | undefined>> } | null> {
  const match = matchRoutes(appRoutes.props.children, pathname);
  const moduleId = match === null ? null : pageModuleOf(match.element);
  if (match === null || moduleId === null) return null;
  const action = (await loadPageModule(moduleId)).action;
  return typeof action === 'function'
    ? { action: action as PageAction, params: match.params }
    : null;
}

const BASENAME = '/business';

/**
 * The application under /business: the shell around the page of the current address, which is
 * the browser's, or `location` for a page rendered on the server.
 */
export function App({ location }: { location?: string }) {
  const routes = (
    <Shell>
      <Routes>{appRoutes.props.children}</Routes>
    </Shell>
  );
  return location === undefined ? (
    <BrowserRouter basename={BASENAME} keptParameters={languageParameters}>
      {routes}
    </BrowserRouter>
  ) : (
    <StaticRouter basename={BASENAME} location={location}>
      {routes}
    </StaticRouter>
  );
}
