import { lazy, type ReactNode } from 'react';
import { AdminGuard } from '../components/admin-guard.tsx';
import { BrowserRouter, Navigate, Route, Routes } from '../lib/router.tsx';
import { Shell } from './shell.tsx';

// Each area is its own chunk, so the first visit downloads only the shell and the page it opens.
const wizardEngine = () => import('../features/wizard/engine/wizard-page.tsx');
const WizardPage = lazy(async () => ({ default: (await wizardEngine()).WizardPage }));
const WizardRoot = lazy(async () => ({ default: (await wizardEngine()).WizardRoot }));
const FileAFormPage = lazy(() => import('../features/filings/file-a-form-page.tsx'));
const statusPages = () => import('../features/filings/status-pages.tsx');
const DownPage = lazy(async () => ({ default: (await statusPages()).DownPage }));
const NotFoundPage = lazy(async () => ({ default: (await statusPages()).NotFoundPage }));
const ShowStatePage = lazy(async () => ({ default: (await statusPages()).ShowStatePage }));
const FilingIssuePage = lazy(async () => ({ default: (await statusPages()).FilingIssuePage }));
const LoginPage = lazy(() => import('../features/signin/login-page.tsx'));
const CreateAccountPage = lazy(() => import('../features/signin/create-account-page.tsx'));
const VerifyEmailPage = lazy(() => import('../features/signin/verify-email-page.tsx'));
const AboutPage = lazy(() => import('../features/filings/about-page.tsx'));
const UnavailablePage = lazy(() => import('../features/filings/unavailable-page.tsx'));
const DevAppHomePage = lazy(() => import('../features/filings/dev-app-home-page.tsx'));
const BusinessSearchPage = lazy(() => import('../features/public-record/search-page.tsx'));
const EntityRecordPage = lazy(() => import('../features/public-record/entity-record-page.tsx'));
const VerifyPage = lazy(() => import('../features/public-record/verify-page.tsx'));

const staffSignIn = () => import('../features/signin/login-admin-page.tsx');
const LoginAdminPage = lazy(staffSignIn);
const NotAllowedPage = lazy(async () => ({ default: (await staffSignIn()).NotAllowedPage }));
const LogoutPage = lazy(async () => ({ default: (await staffSignIn()).LogoutPage }));
const passwordPages = () => import('../features/signin/password-pages.tsx');
const ResetPasswordPage = lazy(async () => ({
  default: (await passwordPages()).ResetPasswordPage,
}));
const ResetConfirmPage = lazy(async () => ({ default: (await passwordPages()).ResetConfirmPage }));
const ChangePasswordPage = lazy(async () => ({
  default: (await passwordPages()).ChangePasswordPage,
}));
const SetupPage = lazy(() => import('../features/signin/setup-page.tsx'));
const SearchManagerPage = lazy(() => import('../features/signin/search-page.tsx'));

// The administrator area is one chunk: its pages and their text load when an admin page opens.
const AdminHomePage = lazy(() => import('../features/admin/admin-home-page.tsx'));
const PendingQueuePage = lazy(() => import('../features/admin/pending-queue-page.tsx'));
const PendingReviewPage = lazy(() => import('../features/admin/pending-review-page.tsx'));
const PendingRejectPage = lazy(() => import('../features/admin/pending-reject-page.tsx'));
const RejectConfirmPage = lazy(() => import('../features/admin/reject-confirm-page.tsx'));
const PiiEntryPage = lazy(() => import('../features/admin/pii-entry-page.tsx'));
const PiiConfirmPage = lazy(() => import('../features/admin/pii-confirm-page.tsx'));
const FilingStatusPage = lazy(() => import('../features/filings/filing-status-page.tsx'));
const notificationLinkPages = () => import('../features/notifications/notification-link-pages.tsx');
const ConfirmNotificationsPage = lazy(async () => ({
  default: (await notificationLinkPages()).ConfirmNotificationsPage,
}));
const UnsubscribePage = lazy(async () => ({
  default: (await notificationLinkPages()).UnsubscribePage,
}));

const outcomePages = {
  receipt: lazy(() => import('../features/filings/receipt-page.tsx')),
  whatsnext: lazy(() => import('../features/filings/whats-next-page.tsx')),
};

/**
 * The admin area is for signed-in administrators: other staff are sent to /notallowed and everyone
 * else to the sign-in before a page opens (the server refuses their calls anyway).
 */
function adminOnly(page: ReactNode) {
  return <AdminGuard>{page}</AdminGuard>;
}

/** The application under /business: the shell around the page of the current address. */
export function App() {
  return (
    <BrowserRouter basename="/business">
      <Shell>
        <Routes>
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
          <Route path="/login/create" element={<CreateAccountPage />} />
          <Route path="/login/verify/:token" element={<VerifyEmailPage />} />
          <Route path="/login/*" element={<LoginPage />} />
          <Route path="/about" element={<AboutPage />} />
          {/* The public record: business search, an entity's record, checking a certificate. */}
          <Route path="/search" element={<BusinessSearchPage />} />
          <Route path="/entity/:entityId" element={<EntityRecordPage />} />
          <Route path="/verify" element={<VerifyPage />} />
          <Route path="/verify/:number" element={<VerifyPage />} />
          {/* Staff sign-in and passwords (spec/001 section 2). */}
          <Route path="/loginadmin/*" element={<LoginAdminPage />} />
          <Route path="/notallowed" element={<NotAllowedPage />} />
          <Route path="/logout/*" element={<LogoutPage />} />
          <Route path="/resetpass" element={<ResetPasswordPage />} />
          <Route path="/resetConfirm" element={<ResetConfirmPage />} />
          <Route path="/changePassword" element={<ChangePasswordPage />} />
          <Route path="/setup/:token" element={<SetupPage />} />
          {/* The Search Manager (spec/001 search/*) lives below the public business search. */}
          <Route path="/search/*" element={<SearchManagerPage />} />
          <Route path="/admin" element={<Navigate to="/admin/adminhome" replace />} />
          <Route path="/admin/adminhome/*" element={adminOnly(<AdminHomePage />)} />
          <Route path="/admin/pendingqueue/*" element={adminOnly(<PendingQueuePage />)} />
          <Route path="/admin/pendingreview/*" element={adminOnly(<PendingReviewPage />)} />
          <Route path="/admin/pendingreject/*" element={adminOnly(<PendingRejectPage />)} />
          <Route path="/admin/rejectconfirm/*" element={adminOnly(<RejectConfirmPage />)} />
          <Route path="/admin/piientry/*" element={adminOnly(<PiiEntryPage />)} />
          <Route path="/admin/piiconfirm/*" element={adminOnly(<PiiConfirmPage />)} />
          <Route path="/notifications/confirm/:token" element={<ConfirmNotificationsPage />} />
          <Route path="/notifications/unsubscribe/:token" element={<UnsubscribePage />} />
          <Route path="/*" element={<NotFoundPage />} />
        </Routes>
      </Shell>
    </BrowserRouter>
  );
}
