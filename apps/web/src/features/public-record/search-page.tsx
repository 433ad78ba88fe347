import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useHref, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { SEARCH_PAGE_SIZE, SEARCH_PAGER_WINDOW, SEARCH_QUERY_MAX_LENGTH } from '@registrar/domain';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { useEntitySearch } from './api/entity-search.ts';
import { Pager } from './pager.tsx';
import publicRecordText from './public-record.en.ts';
import '../../styles/tables.scss';

addCatalogue(publicRecordText);

type SearchProblem = 'required' | 'tooShort';

/** The problem with a typed search, checked as the server checks it; null when it may be sent. */
function searchProblem(query: string): SearchProblem | null {
  const trimmed = query.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length < 2) return 'tooShort';
  return null;
}

function pageFrom(text: string | null): number {
  const page = Number(text ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Business search: by name or entity ID, 20 results a page with the pager, each result linking to
 * the entity's record. The query lives in the address (?q=&page=), so results can be shared,
 * reloaded and left with Back. The form is a GET form to this page: the app checks the query
 * before it goes, and a query the browser sent itself that cannot be searched for (empty, one
 * character) is answered with the same message by the page the server renders.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const page = pageFrom(searchParams.get('page'));
  const validQuery = searchProblem(query) === null ? query : '';
  const search = useEntitySearch(validQuery, page);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState(query);
  // The problem of a search the app refused to send; else that of the query in the address.
  const [refusedHere, setRefusedHere] = useState<SearchProblem | null>(null);
  const problem = refusedHere ?? (searchParams.has('q') ? searchProblem(query) : null);
  const title = formatPageTitle(t('publicRecord.search.title'));
  usePageTitle(problem === null ? title : `Error: ${title}`);
  useEffect(() => setTyped(query), [query]);
  const formAction = useHref('/search');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = searchProblem(typed);
    setRefusedHere(found);
    if (found !== null) return;
    void navigate(`/search?${new URLSearchParams({ q: typed.trim() }).toString()}`);
  };
  const hrefFor = (number: number) =>
    `/search?${new URLSearchParams({ q: query, page: String(number) }).toString()}`;

  const answer = search.data;
  const pages = answer ? Math.ceil(answer.total / SEARCH_PAGE_SIZE) : 0;
  let status = '';
  if (validQuery !== '') {
    if (search.isPending) status = t('publicRecord.search.searching');
    else if (search.isError) status = '';
    else if (answer && answer.total === 0) status = t('publicRecord.search.none', { query });
    else if (answer?.capped)
      status = t('publicRecord.search.countMore', { total: answer.total, query });
    else if (answer)
      status =
        answer.total === 1
          ? t('publicRecord.search.countOne', { query })
          : t('publicRecord.search.countOther', { total: answer.total, query });
  }

  return (
    <>
      <h1>{t('publicRecord.search.heading')}</h1>
      <p className="usa-intro">{t('publicRecord.search.intro')}</p>
      <p>
        <Link className="usa-link" to="/data">
          {t('publicRecord.openData.searchLink')}
        </Link>
      </p>
      <form
        className="usa-form usa-form--large"
        role="search"
        method="get"
        action={formAction}
        noValidate
        onSubmit={onSubmit}
      >
        <div className={`usa-form-group${problem ? ' usa-form-group--error' : ''}`}>
          <label className="usa-label" htmlFor={inputId}>
            {t('publicRecord.search.label')}
          </label>
          <span className="usa-hint" id={hintId}>
            {t('publicRecord.search.hint')}
          </span>
          {problem && (
            <span className="usa-error-message" id={errorId} role="alert">
              {t('common.errorPrefix')}
              {t(`publicRecord.search.${problem}`)}
            </span>
          )}
          <input
            id={inputId}
            className={`usa-input${problem ? ' usa-input--error' : ''}`}
            type="search"
            name="q"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            value={typed}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <button type="submit" className="usa-button margin-top-2">
          {t('publicRecord.search.submit')}
        </button>
      </form>
      {/* The count is announced when results arrive (a polite live region). */}
      <p role="status" className="margin-top-3">
        {status}
      </p>
      {search.isError && (
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('common.errorPrefix')}
              {search.error instanceof ApiError && search.error.status === 400
                ? (search.error.apiData.errors?.[0]?.message ?? t('publicRecord.search.failed'))
                : t('publicRecord.search.failed')}
            </p>
          </div>
        </div>
      )}
      {answer && answer.results.length > 0 && (
        <section aria-labelledby="search-results-heading">
          <h2 id="search-results-heading">{t('publicRecord.search.resultsHeading')}</h2>
          <table className="usa-table usa-table--borderless usa-table--stacked width-full">
            <caption className="usa-sr-only">
              {t('publicRecord.search.tableCaption', { page: answer.page, pages })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('publicRecord.search.columns.name')}</th>
                <th scope="col">{t('publicRecord.search.columns.entityId')}</th>
                <th scope="col">{t('publicRecord.search.columns.type')}</th>
                <th scope="col">{t('publicRecord.search.columns.status')}</th>
                <th scope="col">{t('publicRecord.search.columns.formationDate')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.results.map((result) => (
                <tr key={result.entityId}>
                  <th scope="row" data-label={t('publicRecord.search.columns.name')}>
                    <Link className="usa-link" to={`/entity/${result.entityId}`}>
                      {result.entityName}
                    </Link>
                  </th>
                  <td data-label={t('publicRecord.search.columns.entityId')}>{result.entityId}</td>
                  <td data-label={t('publicRecord.search.columns.type')}>{result.entityType}</td>
                  <td data-label={t('publicRecord.search.columns.status')}>{result.status}</td>
                  <td data-label={t('publicRecord.search.columns.formationDate')}>
                    {result.formationDate}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <p className="text-base">
              {t('publicRecord.search.pageOf', { page: answer.page, pages })}
            </p>
          )}
          <Pager
            page={answer.page}
            pages={pages}
            windowSize={SEARCH_PAGER_WINDOW}
            hrefFor={hrefFor}
          />
        </section>
      )}
    </>
  );
}
