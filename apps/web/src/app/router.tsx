import { lazy } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
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
const SignInUnavailablePage = lazy(async () => ({
  default: (await statusPages()).SignInUnavailablePage,
}));
const AboutPage = lazy(() => import('../features/filings/about-page.tsx'));
const UnavailablePage = lazy(() => import('../features/filings/unavailable-page.tsx'));
const DevAppHomePage = lazy(() => import('../features/filings/dev-app-home-page.tsx'));
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

/** The application's routes under /business. */
export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <Navigate to="/filing/fileaform" replace /> },
          { path: 'filing', element: <Navigate to="/filing/fileaform" replace /> },
          { path: 'filing/fileaform', element: <FileAFormPage /> },
          { path: 'filing/showstate', element: <ShowStatePage /> },
          { path: 'filing/displaystate', element: <ShowStatePage /> },
          { path: 'filing/unavailable', element: <UnavailablePage /> },
          { path: 'filing/unavailable/:filingType/*', element: <UnavailablePage /> },
          { path: 'filing/devapphome/*', element: <DevAppHomePage /> },
          // Pages of the shell that live under /filing too: not filing types.
          { path: 'filing/down/*', element: <DownPage /> },
          { path: 'filing/filingissue/*', element: <FilingIssuePage /> },
          { path: 'filing/login/*', element: <SignInUnavailablePage /> },
          { path: 'filing/:filingType', element: <WizardRoot /> },
          {
            path: 'filing/:filingType/:segment',
            element: <WizardPage outcomePages={outcomePages} />,
          },
          // Unknown deeper paths inside a wizard go to its first step too.
          { path: 'filing/:filingType/:segment/*', element: <WizardRoot /> },
          { path: 'down/*', element: <DownPage /> },
          { path: 'filingissue/*', element: <FilingIssuePage /> },
          { path: 'login/*', element: <SignInUnavailablePage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'notifications/confirm/:token', element: <ConfirmNotificationsPage /> },
          { path: 'notifications/unsubscribe/:token', element: <UnsubscribePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: '/business' },
  );
}
