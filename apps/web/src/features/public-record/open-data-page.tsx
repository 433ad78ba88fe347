import { OPEN_DATA_BASE_PATH } from '@registrar/domain';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { useOpenDataExport } from './api/open-data.ts';
import publicRecordText from './public-record.en.ts';
import '../../styles/tables.scss';

addCatalogue(publicRecordText);

/** A size as people read it: kilobytes below a megabyte, else megabytes, one decimal. */
export function fileSize(bytes: number): { unit: 'sizeKilobytes' | 'sizeMegabytes'; size: string } {
  const megabyte = 1024 * 1024;
  if (bytes < megabyte) return { unit: 'sizeKilobytes', size: (bytes / 1024).toFixed(1) };
  return { unit: 'sizeMegabytes', size: (bytes / megabyte).toFixed(1) };
}

/** YYYY-MM-DD as MM/DD/YYYY, as the public record writes dates. */
function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${month}/${day}/${year}` : isoDate;
}

/**
 * The open-data downloads: the files of the latest export of the business register, with their
 * format, size, rows and checksum, and links to the schema and the manifest. The files are plain
 * links to the server's addresses, which answer them as downloads.
 */
export default function OpenDataPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('publicRecord.openData.title')));
  const latest = useOpenDataExport();
  const manifest = latest.data?.manifest;
  let status = null;
  if (latest.isPending) status = <p role="status">{t('publicRecord.openData.loading')}</p>;
  else if (latest.isError) {
    const notYet = latest.error instanceof ApiError && latest.error.status === 404;
    status = (
      <div className={`usa-alert ${notYet ? 'usa-alert--info' : 'usa-alert--error'}`} role="status">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            {t(notYet ? 'publicRecord.openData.notYet' : 'publicRecord.openData.failed')}
          </p>
        </div>
      </div>
    );
  }
  const date = manifest === undefined ? '' : displayDate(manifest.exportDate);
  return (
    <>
      <h1>{t('publicRecord.openData.heading')}</h1>
      <p className="usa-intro">{t('publicRecord.openData.intro')}</p>
      {status}
      {manifest !== undefined && (
        <>
          <p>{t('publicRecord.openData.exportDate', { date })}</p>
          <table className="usa-table usa-table--borderless usa-table--stacked width-full">
            <caption className="usa-sr-only">
              {t('publicRecord.openData.tableCaption', { date })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('publicRecord.openData.columns.file')}</th>
                <th scope="col">{t('publicRecord.openData.columns.format')}</th>
                <th scope="col">{t('publicRecord.openData.columns.size')}</th>
                <th scope="col">{t('publicRecord.openData.columns.rows')}</th>
                <th scope="col">{t('publicRecord.openData.columns.checksum')}</th>
              </tr>
            </thead>
            <tbody>
              {manifest.files.map((file) => {
                const size = fileSize(file.bytes);
                return (
                  <tr key={file.name}>
                    <th scope="row" data-label={t('publicRecord.openData.columns.file')}>
                      <a
                        className="usa-link"
                        href={file.url}
                        download={file.name}
                        aria-label={t('publicRecord.openData.download', { name: file.name })}
                      >
                        {file.name}
                      </a>
                      <span className="display-block">
                        {t(`publicRecord.openData.datasets.${file.dataset}`)}
                      </span>
                    </th>
                    <td data-label={t('publicRecord.openData.columns.format')}>
                      {t(`publicRecord.openData.formats.${file.format}`)}
                    </td>
                    <td data-label={t('publicRecord.openData.columns.size')}>
                      {t(`publicRecord.openData.${size.unit}`, { size: size.size })}
                    </td>
                    <td data-label={t('publicRecord.openData.columns.rows')}>
                      {file.rows.toLocaleString('en-US')}
                    </td>
                    <td data-label={t('publicRecord.openData.columns.checksum')}>
                      <code className="app-break-anywhere">{file.sha256}</code>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p>{t('publicRecord.openData.checksumHint')}</p>
        </>
      )}
      <h2>{t('publicRecord.openData.aboutHeading')}</h2>
      <p>{t('publicRecord.openData.withheld')}</p>
      <ul className="usa-list">
        <li>
          <a className="usa-link" href={`${OPEN_DATA_BASE_PATH}/schema.json`}>
            {t('publicRecord.openData.schemaLink')}
          </a>
        </li>
        <li>
          <a className="usa-link" href={`${OPEN_DATA_BASE_PATH}/manifest.json`}>
            {t('publicRecord.openData.manifestLink')}
          </a>
        </li>
      </ul>
    </>
  );
}
