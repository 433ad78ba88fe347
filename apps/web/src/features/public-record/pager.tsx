// The results pager (a window of 10 page links): Previous, the page numbers of the window around
// the current page, Next; plain links, so the keyboard, the address bar and Back all work. USWDS
// pagination markup.
import { Link } from '../../lib/router.tsx';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import publicRecordText from './public-record.en.ts';
import '../../styles/pagination.scss';

addCatalogue(publicRecordText);

/** The page numbers to link: `size` consecutive pages holding `page`, as centred as the ends allow. */
export function pagerWindow(page: number, pages: number, size: number): number[] {
  if (pages <= 0) return [];
  const current = Math.min(Math.max(page, 1), pages);
  const first = Math.max(1, Math.min(current - Math.floor((size - 1) / 2), pages - size + 1));
  const last = Math.min(pages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export function Pager({
  page,
  pages,
  windowSize,
  hrefFor,
}: {
  page: number;
  pages: number;
  windowSize: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('publicRecord.pager.label')} className="usa-pagination">
      <ul className="usa-pagination__list">
        {page > 1 && (
          <li className="usa-pagination__item usa-pagination__arrow">
            <Link
              to={hrefFor(page - 1)}
              className="usa-pagination__link usa-pagination__previous-page"
              aria-label={t('publicRecord.pager.previousLabel')}
            >
              <span className="usa-pagination__link-text">{t('publicRecord.pager.previous')}</span>
            </Link>
          </li>
        )}
        {pagerWindow(page, pages, windowSize).map((number) => (
          <li key={number} className="usa-pagination__item usa-pagination__page-no">
            <Link
              to={hrefFor(number)}
              className={`usa-pagination__button${number === page ? ' usa-current' : ''}`}
              aria-label={
                number === pages
                  ? t('publicRecord.pager.lastPageLabel', { page: number })
                  : t('publicRecord.pager.pageLabel', { page: number })
              }
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li className="usa-pagination__item usa-pagination__arrow">
            <Link
              to={hrefFor(page + 1)}
              className="usa-pagination__link usa-pagination__next-page"
              aria-label={t('publicRecord.pager.nextLabel')}
            >
              <span className="usa-pagination__link-text">{t('publicRecord.pager.next')}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
