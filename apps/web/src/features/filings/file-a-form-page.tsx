import { useId, useState, type FormEvent } from 'react';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { Link, useHref, useNavigate } from '../../lib/router.tsx';
import { firstStep, listFilingTypes, type FilingTypeDefinition } from '@registrar/domain';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import filingsText from './filings.en.ts';

addCatalogue(filingsText);

const ENTITY_ID_MAX_LENGTH = 11;

function ExistingEntityFiling({
  definition,
  label,
  transactionType = definition.transactionType,
}: {
  definition: FilingTypeDefinition;
  label: string;
  /** One of the type's transaction types (an amendment's AMD_NPC); its own by default. */
  transactionType?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [entityId, setEntityId] = useState('');
  const [error, setError] = useState('');
  // The wizard's first step, which knows the entity from the address (?entityId=&transTyp=).
  const start = `/filing/${definition.filingType}/${firstStep(definition).segment}`;
  const startHref = useHref(start);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = entityId.trim();
    if (trimmed === '') return setError(t('fileAForm.entityIdRequired'));
    if (trimmed.length > ENTITY_ID_MAX_LENGTH) return setError(t('fileAForm.entityIdTooLong'));
    if (!/^\d+$/.test(trimmed)) return setError(t('fileAForm.entityIdDigits'));
    setError('');
    const query = new URLSearchParams({ entityId: trimmed, transTyp: transactionType });
    void navigate(`${start}?${query.toString()}`);
  };
  // A GET form to that step: sent by the browser itself, the wizard's entry checks the ID.
  return (
    <form className="usa-form" method="get" action={startHref} noValidate onSubmit={onSubmit}>
      <fieldset className="usa-fieldset">
        <legend className="usa-legend">{label}</legend>
        <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
          <label className="usa-label" htmlFor={inputId}>
            {t('fileAForm.entityIdLabel')}
          </label>
          <span className="usa-hint" id={hintId}>
            {t('fileAForm.entityIdHint')}
          </span>
          {error && (
            <span className="usa-error-message" id={errorId} role="alert">
              {t('common.errorPrefix')}
              {error}
            </span>
          )}
          <input
            id={inputId}
            className={`usa-input${error ? ' usa-input--error' : ''}`}
            name="entityId"
            inputMode="numeric"
            maxLength={ENTITY_ID_MAX_LENGTH}
            value={entityId}
            aria-invalid={error !== ''}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setEntityId(event.target.value)}
          />
        </div>
        <input type="hidden" name="transTyp" value={transactionType} />
        <button type="submit" className="usa-button margin-top-2">
          {t('fileAForm.start', { title: label })}
        </button>
      </fieldset>
    </form>
  );
}

/**
 * The file-a-form page, Registrar's own (where Cancel, a cancelled payment and several redirects
 * land): every filing type's own entry, new-entity filings started directly, existing-entity
 * filings by entity ID (one form per transaction of a type that makes several, such as the
 * amendments).
 */
export default function FileAFormPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('titles.fileAForm')));
  const types = listFilingTypes();
  const newEntity = types.filter((def) => def.fileAForm.group === 'new-entity');
  const existingEntity = types.filter((def) => def.fileAForm.group === 'existing-entity');

  return (
    <>
      <h1>{t('fileAForm.heading')}</h1>
      <p className="usa-intro">{t('fileAForm.intro')}</p>
      <section aria-labelledby="file-a-form-new">
        <h2 id="file-a-form-new">{t('fileAForm.newEntities')}</h2>
        <ul className="usa-list">
          {newEntity.map((definition) => (
            <li key={definition.filingType}>
              <Link
                className="usa-link"
                to={`/filing/${definition.filingType}/${firstStep(definition).segment}`}
              >
                {definition.fileAForm.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="file-a-form-existing">
        <h2 id="file-a-form-existing">{t('fileAForm.existingEntities')}</h2>
        {existingEntity.flatMap((definition) => {
          const transactions = Object.entries(definition.transactions);
          if (transactions.length === 1)
            return [
              <ExistingEntityFiling
                key={definition.filingType}
                definition={definition}
                label={definition.fileAForm.label}
              />,
            ];
          return transactions.map(([transactionType, { description }]) => (
            <ExistingEntityFiling
              key={transactionType}
              definition={definition}
              label={description}
              transactionType={transactionType}
            />
          ));
        })}
      </section>
    </>
  );
}
