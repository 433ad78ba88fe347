/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BUSINESS_HOME_URL?: string;
  readonly VITE_SEARCH_DATABASE_URL?: string;
  readonly VITE_SEARCH_TIPS_URL?: string;
  readonly VITE_FAQ_URL?: string;
  readonly VITE_TUTORIALS_URL?: string;
  readonly VITE_DOWN_PAGE_URL?: string;
  readonly VITE_ENTITY_SUMMARY_URL?: string;
  readonly VITE_NOTIFICATIONS_URL?: string;
  readonly VITE_SECURE_BUSINESS_FILING_URL?: string;
  readonly VITE_SURVEY_URL?: string;
}
