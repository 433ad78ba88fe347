import { useState } from 'react';
import * as z from 'zod/mini';
import { formatMountainDateTime } from '@registrar/domain';
import { t, useTranslation } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { refused, type ActionResult, type PageAction } from '../../lib/page-form.ts';
import { useQueryClient } from '../../lib/query.tsx';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { buildOpenDataExport, useOpenDataExport } from './api/open-data-export.ts';
import { isSignInNeeded, signInAgain, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import { refusalOf } from './filing-account-view.ts';

const pageAddress = '/admin/opendata';
const noFields = z.object({});

/** What the page says after a build was asked for: queued by this request, or one already was. */
type Done = 'queued' | 'waiting';

function doneAddress(done: Done): string {
  return `${pageAddress}?${new URLSearchParams({ done }).toString()}`;
}

/** Asks for a build: the page again saying what was done, the sign-in, or why it failed. */
async function askForBuild(): Promise<ActionResult> {
  try {
    const { queued } = await buildOpenDataExport();
    return { kind: 'redirect', to: doneAddress(queued ? 'queued' : 'waiting') };
  } catch (error) {
    if (isSignInNeeded(error)) return signInAgain;
    return refused([], refusalOf(error, t('admin.openData.failed')).alert);
  }
}

/** "Build the export now" posted without the app: the page again, saying what was done. */
export const action: PageAction = () => askForBuild();

/**
 * The open-data export for administrators: the latest export, any build asked for, and the button
 * that builds a new one now.
 */
export default function OpenDataExportPage() {
  const { t } = useTranslation();
  useAdminTitle('admin.openData.title');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const status = useOpenDataExport();
  useSignInWhenNeeded(status.error);
  const [appDone, setAppDone] = useState<Done | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const addressDone = params.get('done');
  const done: Done | null =
    appDone ?? (addressDone === 'queued' || addressDone === 'waiting' ? addressDone : null);

  return (
    <>
      <h1>{t('admin.openData.title')}</h1>
      <p className="usa-intro">{t('admin.openData.intro')}</p>
      <p>
        <Link className="usa-link" to="/data">
          {t('admin.openData.publicPage')}
        </Link>
      </p>
      <div role="status">
        {done !== null && (
          <div className="usa-alert usa-alert--success usa-alert--slim">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{t(`admin.openData.${done}`)}</p>
            </div>
          </div>
        )}
      </div>
      {status.isError ? (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('admin.openData.loadError')}</p>
          </div>
        </div>
      ) : status.isPending ? (
        <LoadingStatus text={t('admin.loading')} />
      ) : (
        <dl className="app-review-list">
          <div className="app-review-row">
            <dt>{t('admin.openData.latest')}</dt>
            <dd>
              {status.data.current === null
                ? t('admin.openData.none')
                : t('admin.openData.latestBuilt', {
                    time: formatMountainDateTime(status.data.current.generatedAt),
                    entities: status.data.current.entities.toLocaleString('en-US'),
                    filings: status.data.current.filings.toLocaleString('en-US'),
                  })}
            </dd>
          </div>
          <div className="app-review-row">
            <dt>{t('admin.openData.build')}</dt>
            <dd>
              {status.data.build === null
                ? t('admin.openData.noBuild')
                : t(
                    status.data.build.status === 'RUNNING'
                      ? 'admin.openData.buildRunning'
                      : 'admin.openData.buildPending',
                    { time: formatMountainDateTime(status.data.build.requestedAt) },
                  )}
            </dd>
          </div>
        </dl>
      )}
      <ProblemAlert text={problem} />
      <Form
        schema={noFields}
        defaultValues={{}}
        submitLabel={t('admin.openData.submit')}
        onSubmit={async () => {
          setProblem(null);
          setAppDone(null);
          const outcome = await askForBuild();
          if (outcome.kind === 'refused') {
            setProblem(outcome.alert ?? t('admin.openData.failed'));
          } else if (outcome.to === signInAgain.to) {
            await navigate(signInAgain.to, { replace: true });
          } else {
            setAppDone(outcome.to === doneAddress('queued') ? 'queued' : 'waiting');
            await client.refetchQueries({ queryKey: ['admin', 'openDataExport'] });
          }
        }}
      >
        <p className="usa-hint">{t('admin.openData.submitHint')}</p>
      </Form>
    </>
  );
}
