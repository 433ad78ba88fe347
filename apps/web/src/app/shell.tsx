import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isStaffPage, LANGUAGE_PARAMETER } from '@registrar/domain';
import { useTranslation } from './i18n/index.ts';
import { Link, useLocation, useMatch, useNavigate } from '../lib/router.tsx';
import { useLiveAnnouncement } from '../lib/page-title.ts';
import { links } from '../lib/config.ts';
import { isDebugEnvironment, useEnvironmentName } from '../lib/api/environment.ts';
import { useHeartbeat } from '../lib/api/heart-beat.ts';
import { isWorkingAdministrator, useStaffSession } from '../lib/api/staff-session.ts';
import { prefetchReferenceLists } from '../lib/api/reference-lists.ts';
import { IdleTimeout } from './idle-timeout.tsx';
import { SiteBanner, SiteFooter } from './site-banner.tsx';
import { StaticFragment } from './static-fragment.tsx';
import { LoadingStatus } from '../components/loading-status.tsx';
import { LoadingBoundary } from '../lib/take-over-part.tsx';

/** Where the app's pages are. */
const BUSINESS_PATH = '/business';

/** Segments under /filing that are pages of their own, not wizard steps. */
const NON_WIZARD_AREAS = new Set(['fileaform', 'showstate', 'down', 'filingissue', 'login']);

/** Moves focus to the new page's h1 after a client-side navigation (not on the first load). */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    let frames = 0;
    let handle = 0;
    // Pages load lazily: wait (up to about a second) for the heading to exist.
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>('#main-content h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
        return;
      }
      if (++frames < 60) handle = requestAnimationFrame(tryFocus);
      else document.getElementById('main-content')?.focus();
    };
    handle = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(handle);
  }, [pathname]);
}

function Navigation() {
  const { t } = useTranslation();
  const env = useEnvironmentName();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // A navigation closes the mobile menu.
  useEffect(() => setOpen(false), [pathname]);
  const close = useCallback(() => {
    setOpen(false);
    menuButton.current?.focus();
  }, []);
  // The open mobile menu takes focus and Escape closes it, wherever focus is.
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);
  // Administrators see only the admin navigation.
  const staffSession = useStaffSession();
  const adminItems = [
    { to: '/admin/pendingqueue', label: t('staff.nav.pendingQueue') },
    { to: '/changePassword', label: t('staff.nav.changePassword') },
    { to: '/logout', label: t('staff.nav.logout') },
  ];
  const items = [
    { href: links.businessHome, label: t('shell.nav.businessHome') },
    { href: links.searchDatabase, label: t('shell.nav.searchDatabase') },
    { href: links.searchTips, label: t('shell.nav.searchTips') },
    { href: links.faq, label: t('shell.nav.faq') },
    { href: links.tutorials, label: t('shell.nav.tutorials') },
  ];
  if (isDebugEnvironment(env)) {
    items.push({ href: links.showState, label: t('shell.nav.showState') });
  }
  return (
    <>
      <div className={`usa-overlay${open ? ' is-visible' : ''}`} onClick={close} />
      <header className="usa-header usa-header--basic">
        <div className="usa-nav-container">
          <div className="usa-navbar">
            <div className="usa-logo">
              <em className="usa-logo__text">
                <a href={links.businessHome} title={t('shell.homeLinkLabel')}>
                  {t('shell.siteTitleAgency')} — {t('shell.siteTitle')}
                </a>
              </em>
            </div>
            <button
              ref={menuButton}
              type="button"
              className="usa-menu-btn"
              aria-expanded={open}
              aria-controls="primary-navigation"
              onClick={() => setOpen(true)}
            >
              {t('shell.menu')}
            </button>
          </div>
          <nav
            id="primary-navigation"
            aria-label={t('shell.primaryNavigation')}
            className={`usa-nav${open ? ' is-visible' : ''}`}
          >
            <button
              ref={closeButton}
              type="button"
              className="usa-nav__close"
              aria-label={t('shell.closeMenu')}
              onClick={close}
            >
              <span aria-hidden="true">×</span>
            </button>
            <ul className="usa-nav__primary usa-accordion">
              {isWorkingAdministrator(staffSession.data)
                ? adminItems.map((item) => (
                    <li key={item.to} className="usa-nav__primary-item">
                      <Link className="usa-nav-link" to={item.to}>
                        <span>{item.label}</span>
                      </Link>
                    </li>
                  ))
                : items.map((item) => (
                    <li key={item.label} className="usa-nav__primary-item">
                      <a className="usa-nav-link" href={item.href}>
                        <span>{item.label}</span>
                      </a>
                    </li>
                  ))}
            </ul>
          </nav>
        </div>
      </header>
    </>
  );
}

/**
 * The link to this page in the other language: a plain link, so the server renders the page in
 * that language (and remembers the choice), with or without script. Staff pages are English only.
 */
function LanguageLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (isStaffPage(pathname)) return null;
  const code = t('shell.otherLanguage.code');
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_PARAMETER, code);
  return (
    <div className="app-language grid-container">
      <a
        className="usa-link"
        href={`${BUSINESS_PATH}${pathname === '/' ? '' : pathname}?${query.toString()}`}
        lang={code}
        hrefLang={code}
      >
        {t('shell.otherLanguage.name')}
      </a>
    </div>
  );
}

/** The application shell: banner, header and navigation, main content, footer, and the live region. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const announcement = useLiveAnnouncement();
  const heartbeat = useHeartbeat();
  const wizardMatch = useMatch('/filing/:filingType/:segment');
  const inWizard =
    wizardMatch !== null && !NON_WIZARD_AREAS.has(wizardMatch.params.filingType ?? '');

  // Local storage is cleared on every render of the shell (shared computers); the filing in
  // progress lives in session storage and its server-side draft.
  useEffect(() => {
    try {
      localStorage.clear();
    } catch {
      // Storage disabled: nothing to clear.
    }
  });

  useEffect(() => {
    if (heartbeat.isError) void navigate('/down', { replace: true });
  }, [heartbeat.isError, navigate]);

  useEffect(() => {
    // The components fetch a list themselves when it is not stored, so a failure here is harmless.
    prefetchReferenceLists().catch(() => undefined);
  }, []);

  useFocusHeadingOnNavigation();

  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        {t('shell.skipLink')}
      </a>
      <StaticFragment url="/apps/biz/html/banner.html" fallback={<SiteBanner />} />
      <LanguageLink />
      <Navigation />
      <main id="main-content" tabIndex={-1} className="app-main">
        <div className="grid-container">
          <LoadingBoundary fallback={<LoadingStatus />}>{children}</LoadingBoundary>
        </div>
      </main>
      <StaticFragment url="/apps/biz/html/footer.html" fallback={<SiteFooter />} />
      <div className="usa-sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {inWizard && <IdleTimeout />}
    </>
  );
}
