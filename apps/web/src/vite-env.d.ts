/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BUSINESS_HOME_URL?: string;
  readonly VITE_SEARCH_DATABASE_URL?: string;
  readonly VITE_SEARCH_TIPS_URL?: string;
  readonly VITE_FAQ_URL?: string;
  readonly VITE_TUTORIALS_URL?: string;
  readonly VITE_DOWN_PAGE_URL?: string;
  readonly VITE_FILING_ISSUE_URL?: string;
  /** Filled in by the build (vite.config.ts) from BUILD_VERSION or the package version. */
  readonly VITE_CLIENT_VERSION?: string;
  readonly VITE_ENTITY_SUMMARY_URL?: string;
  readonly VITE_NOTIFICATIONS_URL?: string;
  readonly VITE_SURVEY_URL?: string;
}
