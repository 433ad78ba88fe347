import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router.tsx';
import * as z from 'zod/mini';
import { addCatalogue, t, useTranslation, type TFunction } from '../../app/i18n/index.ts';
import { AdminGuard } from '../../components/admin-guard.tsx';
import { RadioGroup } from '../../components/choice-fields.tsx';
import { Form } from '../../components/form.tsx';
import { TextField } from '../../components/text-field.tsx';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { readPostedForm, refused, type PageAction } from '../../lib/page-form.ts';
import { useUserSearch, type UserSearchKind } from './api/user-search.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import staffPagesText from './staff-pages.en.ts';
import '../../styles/tables.scss';

addCatalogue(staffPagesText);

const kinds: readonly UserSearchKind[] = ['user-id', 'user-name', 'user-bsf'];

function kindOf(value: string | null): UserSearchKind {
  return kinds.find((kind) => kind === value) ?? 'user-name';
}

/** What the search form takes: how to search and something to search for. */
function searchSchema(t: TFunction) {
  return z.object({
    by: z.enum(['user-id', 'user-name', 'user-bsf']),
    value: z.string().check(z.trim(), z.minLength(1, t('staff.search.enterValue'))),
  });
}

/** The address of a search's results: the page itself, with the search in its query. */
function resultsAddress(pathname: string, search: { by: UserSearchKind; value: string }): string {
  return `${pathname}?${new URLSearchParams({ by: search.by, q: search.value }).toString()}`;
}

/** The search posted without the app: the browser goes to the results' address. */
export const action: PageAction = async ({ fields, url }) => {
  const posted = readPostedForm(searchSchema(t), { by: 'user-name', value: '' }, fields);
  if (!posted.ok) return refused(posted.errors);
  return { kind: 'redirect', to: resultsAddress(url.pathname, posted.value) };
};

function SearchResults({ kind, value }: { kind: UserSearchKind; value: string }) {
  const { t } = useTranslation();
  const search = useUserSearch(kind, value);
  if (value.trim() === '') return null;
  if (search.isPending) {
    return <LoadingStatus />;
  }
  if (search.isError) {
    return (
      <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('staff.tryAgain')}</p>
        </div>
      </div>
    );
  }
  const users = search.data.users;
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading">{t('staff.search.results')}</h2>
      {users.length === 0 ? (
        <p role="status">{t('staff.search.none')}</p>
      ) : (
        <table className="usa-table usa-table--borderless usa-table--stacked width-full">
          <thead>
            <tr>
              <th scope="col">{t('staff.search.username')}</th>
              <th scope="col">{t('staff.search.name')}</th>
              <th scope="col">{t('staff.search.email')}</th>
              <th scope="col">{t('staff.search.bsfId')}</th>
              <th scope="col">{t('staff.search.roles')}</th>
              <th scope="col">{t('staff.search.status')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row" data-label={t('staff.search.username')}>
                  {user.username}
                </th>
                <td data-label={t('staff.search.name')}>
                  {`${user.firstName} ${user.lastName}`.trim()}
                </td>
                <td data-label={t('staff.search.email')}>{user.email}</td>
                <td data-label={t('staff.search.bsfId')}>{user.bsfId ?? ''}</td>
                <td data-label={t('staff.search.roles')}>
                  {user.roles.includes('admin')
                    ? t('staff.search.administrator')
                    : t('staff.search.staff')}
                </td>
                <td data-label={t('staff.search.status')}>
                  {user.disabled
                    ? t('staff.search.disabled')
                    : user.locked
                      ? t('staff.search.locked')
                      : t('staff.search.active')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** search/* (at /business/search/users): the Search Manager, finding staff accounts by id, name or BSF id (administrators). */
function SearchManager() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('staff.titles.search')));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const kind = kindOf(params.get('by'));
  const value = params.get('q') ?? '';
  const schema = useMemo(() => searchSchema(t), [t]);
  return (
    <>
      <h1>{t('staff.search.heading')}</h1>
      <p>{t('staff.search.intro')}</p>
      <Form
        schema={schema}
        defaultValues={{ by: kind, value }}
        submitLabel={t('staff.search.submit')}
        onSubmit={(values) => navigate(resultsAddress(pathname, values))}
      >
        <RadioGroup
          name="by"
          legend={t('staff.search.by')}
          options={[
            { value: 'user-id', label: t('staff.search.byId') },
            { value: 'user-name', label: t('staff.search.byName') },
            { value: 'user-bsf', label: t('staff.search.byBsf') },
          ]}
        />
        <TextField name="value" label={t('staff.search.value')} required maxLength={200} />
      </Form>
      <SearchResults kind={kind} value={value} />
    </>
  );
}

/** The Search Manager behind the AdminGuard. */
export default function SearchPage() {
  return (
    <AdminGuard>
      <SearchManager />
    </AdminGuard>
  );
}
