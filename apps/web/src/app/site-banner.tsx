import { useId, useState } from 'react';
import { useTranslation } from './i18n/index.ts';

/** The USWDS official-site banner, used when /apps/biz/html/banner.html is unavailable. */
export function SiteBanner() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  return (
    <section className="usa-banner" aria-label={t('shell.bannerOfficial')}>
      <div className="usa-accordion">
        <header className={`usa-banner__header${expanded ? ' usa-banner__header--expanded' : ''}`}>
          <div className="usa-banner__inner">
            <div className="grid-col-fill tablet:grid-col-auto" aria-hidden="true">
              <p className="usa-banner__header-text">{t('shell.bannerOfficial')}</p>
              <p className="usa-banner__header-action">{t('shell.bannerHowYouKnow')}</p>
            </div>
            <button
              type="button"
              className="usa-accordion__button usa-banner__button"
              aria-expanded={expanded}
              aria-controls={contentId}
              onClick={() => setExpanded(!expanded)}
            >
              <span className="usa-banner__button-text">{t('shell.bannerHowYouKnow')}</span>
            </button>
          </div>
        </header>
        <div
          className="usa-banner__content usa-accordion__content"
          id={contentId}
          hidden={!expanded}
        >
          <div className="grid-row grid-gap-lg">
            <div className="usa-banner__guidance tablet:grid-col-6">
              <div className="usa-media-block__body">
                <p>
                  <strong>{t('shell.bannerDotGovTitle')}</strong>
                  <br />
                  {t('shell.bannerDotGov')}
                </p>
              </div>
            </div>
            <div className="usa-banner__guidance tablet:grid-col-6">
              <div className="usa-media-block__body">
                <p>
                  <strong>{t('shell.bannerHttpsTitle')}</strong>
                  <br />
                  {t('shell.bannerHttps')}
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The footer used when /apps/biz/html/footer.html is unavailable. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="usa-footer usa-footer--slim">
      <div className="usa-footer__secondary-section">
        <div className="grid-container">
          <p className="usa-footer__logo-heading">{t('shell.footerAgency')}</p>
          <p>{t('shell.footerText')}</p>
        </div>
      </div>
    </footer>
  );
}
