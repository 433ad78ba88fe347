import { serviceComponents } from '@registrar/domain';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { CLIENT_VERSION } from '../../lib/config.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { useAboutAnswers } from './api/about.ts';
import '../../styles/tables.scss';
import filingsText from './filings.en.ts';

addCatalogue(filingsText);

/** About: the client's version and the build version of each server component. */
export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('titles.about')));
  // Asked of each component at once; one that does not answer is shown as such, not as a failure.
  const versions = useAboutAnswers();
  return (
    <>
      <h1>{t('about.heading')}</h1>
      <p>{t('about.intro')}</p>
      <h2>{t('about.clientHeading')}</h2>
      <dl className="app-review-list">
        <div className="app-review-row">
          <dt>{t('about.client')}</dt>
          <dd>{CLIENT_VERSION}</dd>
        </div>
      </dl>
      <h2>{t('about.serversHeading')}</h2>
      <table className="usa-table usa-table--borderless usa-table--stacked width-full">
        <thead>
          <tr>
            <th scope="col">{t('about.componentHeader')}</th>
            <th scope="col">{t('about.versionHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {serviceComponents.map((component, index) => {
            const answer = versions.data?.[index];
            return (
              <tr key={component}>
                <th scope="row" data-label={t('about.componentHeader')}>
                  {component}
                </th>
                <td data-label={t('about.versionHeader')}>
                  {answer === undefined
                    ? t('about.loading')
                    : answer.status === 'fulfilled'
                      ? answer.value.buildVersion
                      : t('about.unavailable')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
