import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

// Components and step pages may keep their own English strings next to their code
// (`*.en.ts` or `i18n/en.ts`, default export: a nested object of strings); they are merged into the
// one `translation` namespace, so every string is still looked up through the catalogue by key.
const contributedCatalogues = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../../components/**/*.en.ts', '../../components/**/i18n/en.ts', '../../features/**/*.en.ts', '../../features/**/i18n/en.ts'],
  { eager: true },
);

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false }, // React escapes what it renders.
  returnNull: false,
  showSupportNotice: false,
});

for (const module of Object.values(contributedCatalogues)) {
  i18n.addResourceBundle('en', 'translation', module.default, true, false);
}

export { i18n };
