import { useEffect } from 'react';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { links } from '../../lib/config.ts';
import { isDebugEnvironment, useEnvironmentName } from '../../lib/api/environment.ts';
import { useStoredFiling } from '../../lib/filing-session.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { useServerRender } from '../../lib/server-render.ts';
import filingsText from './filings.en.ts';

addCatalogue(filingsText);

/** The down page: the configured external page when there is one, else Registrar's own. */
export function DownPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('titles.down')));
  useEffect(() => {
    if (links.downPage !== '') window.location.replace(links.downPage);
  }, []);
  return (
    <>
      <h1>{t('down.heading')}</h1>
      <p>{t('down.body')}</p>
      <p>
        <a className="usa-button" href={links.fileAForm}>
          {t('down.retry')}
        </a>
      </p>
    </>
  );
}

/**
 * The filing-issue page (filingissue/*): the configured external page when there is one, else
 * Registrar's own plain explanation.
 */
export function FilingIssuePage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('titles.filingIssue')));
  useEffect(() => {
    if (links.filingIssuePage !== '') window.location.replace(links.filingIssuePage);
  }, []);
  return (
    <>
      <h1>{t('filingIssue.heading')}</h1>
      <p>{t('filingIssue.body')}</p>
      <p>
        <Link className="usa-link" to="/filing/fileaform">
          {t('filingIssue.link')}
        </Link>
      </p>
    </>
  );
}

/** Any address the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('titles.notFound')));
  const server = useServerRender();
  if (server !== null) server.status = 404;
  return (
    <>
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link className="usa-link" to="/filing/fileaform">
          {t('notFound.link')}
        </Link>
      </p>
    </>
  );
}

/**
 * What a browser gets when it sends a page's form itself, because the page's script did not run
 * (the server answers such a post 405 with this page). `?from=` is the page, within /business.
 */
export function FormNotSentPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('titles.formNotSent')));
  const [searchParams] = useSearchParams();
  const from = searchParams.get('from') ?? '';
  // Only a path of this site: never another origin (`//host`) or a backslash spelling of one.
  const back = /^\/(?![/\\])[^\\]*$/.test(from) ? from : null;
  return (
    <>
      <h1>{t('formNotSent.heading')}</h1>
      <p>{t('formNotSent.body')}</p>
      <p>{t('formNotSent.retry')}</p>
      <ul className="usa-list usa-list--unstyled">
        {back !== null && (
          <li className="margin-bottom-1">
            <Link className="usa-link" to={back}>
              {t('formNotSent.back')}
            </Link>
          </li>
        )}
        <li>
          <Link className="usa-link" to="/filing/fileaform">
            {t('formNotSent.link')}
          </Link>
        </li>
      </ul>
    </>
  );
}

/** The Show State debug page (non-production only): the stored filing as JSON. */
export function ShowStatePage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('titles.showState')));
  const stored = useStoredFiling();
  const env = useEnvironmentName();
  // A debug aid: in production (or before the environment is known) there is nothing to show.
  if (!isDebugEnvironment(env)) return <NotFoundPage />;
  return (
    <>
      <h1>{t('showState.heading')}</h1>
      {stored === null ? (
        <p>{t('showState.empty')}</p>
      ) : (
        <pre className="app-show-state">{JSON.stringify(stored, null, 2)}</pre>
      )}
    </>
  );
}
