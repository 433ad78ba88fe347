import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import publicRecordText from './public-record.en.ts';

addCatalogue(publicRecordText);

/**
 * The filed documents and certificates stay in English: a page in another language says so beside
 * its links to them. The English page needs no such note, so it shows nothing.
 */
export function DocumentsLanguageNote() {
  const { t } = useTranslation();
  if (t('language.code') === 'en') return null;
  return <p>{t('documents.inEnglishNote')}</p>;
}
