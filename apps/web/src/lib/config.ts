// Links to pages outside the filing app are configuration. Each can be set at build time with a
// VITE_ variable; where Registrar has the page itself, that is the default. `{entityId}` and
// `{masterId}` in a template are filled in where the link is shown.

function setting(value: string | undefined, fallback: string): string {
  return value !== undefined && value.trim() !== '' ? value : fallback;
}

const env = import.meta.env;

export const links = {
  businessHome: setting(env.VITE_BUSINESS_HOME_URL, '/business/filing/fileaform'),
  searchDatabase: setting(env.VITE_SEARCH_DATABASE_URL, '/business/search'),
  searchTips: setting(
    env.VITE_SEARCH_TIPS_URL,
    'https://www.coloradosos.gov/pubs/business/businessHome.html',
  ),
  faq: setting(env.VITE_FAQ_URL, 'https://www.coloradosos.gov/pubs/business/businessHome.html'),
  tutorials: setting(
    env.VITE_TUTORIALS_URL,
    'https://www.coloradosos.gov/pubs/business/businessHome.html',
  ),
  showState: '/business/filing/showstate',
  fileAForm: '/business/filing/fileaform',
  /** External down page; when unset Registrar shows its own. */
  downPage: setting(env.VITE_DOWN_PAGE_URL, ''),
  /** External filing-issue page; when unset Registrar shows its own. */
  filingIssuePage: setting(env.VITE_FILING_ISSUE_URL, ''),
  /** The entity's public record page, Registrar's own by default. */
  entitySummary: setting(env.VITE_ENTITY_SUMMARY_URL, '/business/entity/{entityId}'),
  notifications: setting(
    env.VITE_NOTIFICATIONS_URL,
    'https://www.coloradosos.gov/biz/NotificationSignup.do?entityId={entityId}',
  ),
  survey: setting(env.VITE_SURVEY_URL, 'https://www.coloradosos.gov/survey?masterId={masterId}'),
} as const;

/** Fills `{name}` placeholders of a link template with URL-encoded values. */
export function fillLink(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(values[name] ?? '') : whole,
  );
}

/** Environments where the Show State debug link is hidden. */
export const ENVIRONMENTS_WITHOUT_DEBUG = new Set(['prod', 'client']);

/** Idle limit (120 minutes) and the warning before it (two minutes): the timeout warns first. */
export const IDLE_LIMIT_MS = 120 * 60 * 1000;
export const IDLE_WARNING_MS = 2 * 60 * 1000;

/** This web client's build version (the about page): set at build time, else the package's. */
export const CLIENT_VERSION = setting(env.VITE_CLIENT_VERSION, 'development');
