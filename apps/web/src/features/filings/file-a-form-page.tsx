import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/index.ts';
import { Link, useNavigate } from 'react-router';
import { filingTypes, firstStep, type FilingTypeDefinition } from '@registrar/domain';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';

/** The filings of the specification (spec/000 section 1), in the order a person looks for them. */
const NEW_ENTITY_FILINGS = ['llc', 'dpc', 'dnc', 'dc55'] as const;
const EXISTING_ENTITY_FILINGS = ['report', 'reinstate', 'cure', 'amend'] as const;
const ENTITY_ID_MAX_LENGTH = 11;

function definitionOf(filingType: string): FilingTypeDefinition | undefined {
  return Object.hasOwn(filingTypes, filingType) ? filingTypes[filingType] : undefined;
}

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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = entityId.trim();
    if (trimmed === '') return setError(t('fileAForm.entityIdRequired'));
    if (trimmed.length > ENTITY_ID_MAX_LENGTH) return setError(t('fileAForm.entityIdTooLong'));
    if (!/^\d+$/.test(trimmed)) return setError(t('fileAForm.entityIdDigits'));
    setError('');
    const query = new URLSearchParams({ entityId: trimmed, transTyp: transactionType });
    void navigate(
      `/filing/${definition.filingType}/${firstStep(definition).segment}?${query.toString()}`,
    );
  };
  return (
    <form className="usa-form" noValidate onSubmit={onSubmit}>
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
            inputMode="numeric"
            maxLength={ENTITY_ID_MAX_LENGTH}
            value={entityId}
            aria-invalid={error !== ''}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setEntityId(event.target.value)}
          />
        </div>
        <button type="submit" className="usa-button margin-top-2">
          {t('fileAForm.start', { title: label })}
        </button>
      </fieldset>
    </form>
  );
}

/**
 * The file-a-form page (spec README decision 7): the filings a person can start, driven by the
 * filing types the domain defines; the others of the specification are listed as coming later.
 */
export default function FileAFormPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('titles.fileAForm')));
  const label = (filingType: string) => t(`fileAForm.filings.${filingType}`);
  // Filing types the domain defines beyond the spec's list still get a link.
  const known = new Set<string>([...NEW_ENTITY_FILINGS, ...EXISTING_ENTITY_FILINGS]);
  const extraNew = Object.values(filingTypes).filter(
    (def) => !known.has(def.filingType) && !def.existingEntity,
  );
  const extraExisting = Object.values(filingTypes).filter(
    (def) => !known.has(def.filingType) && def.existingEntity,
  );

  return (
    <>
      <h1>{t('fileAForm.heading')}</h1>
      <p className="usa-intro">{t('fileAForm.intro')}</p>
      <section aria-labelledby="file-a-form-new">
        <h2 id="file-a-form-new">{t('fileAForm.newEntities')}</h2>
        <ul className="usa-list">
          {NEW_ENTITY_FILINGS.map((filingType) => {
            const definition = definitionOf(filingType);
            return (
              <li key={filingType}>
                {definition ? (
                  <Link
                    className="usa-link"
                    to={`/filing/${filingType}/${firstStep(definition).segment}`}
                  >
                    {label(filingType)}
                  </Link>
                ) : (
                  <>
                    {label(filingType)}{' '}
                    <span className="usa-tag">{t('fileAForm.comingLater')}</span>
                  </>
                )}
              </li>
            );
          })}
          {extraNew.map((definition) => (
            <li key={definition.filingType}>
              <Link
                className="usa-link"
                to={`/filing/${definition.filingType}/${firstStep(definition).segment}`}
              >
                {definition.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="file-a-form-existing">
        <h2 id="file-a-form-existing">{t('fileAForm.existingEntities')}</h2>
        {EXISTING_ENTITY_FILINGS.filter((filingType) => definitionOf(filingType)).flatMap(
          (filingType) => {
            const definition = definitionOf(filingType)!;
            // A type with several transactions (amendments) offers one entry per transaction.
            if (definition.transactionTypes === undefined)
              return [
                <ExistingEntityFiling
                  key={filingType}
                  definition={definition}
                  label={label(filingType)}
                />,
              ];
            return Object.entries(definition.transactionTypes).map(
              ([transactionType, { description }]) => (
                <ExistingEntityFiling
                  key={transactionType}
                  definition={definition}
                  label={description}
                  transactionType={transactionType}
                />
              ),
            );
          },
        )}
        {extraExisting.map((definition) => (
          <ExistingEntityFiling
            key={definition.filingType}
            definition={definition}
            label={definition.title}
          />
        ))}
        <ul className="usa-list">
          {EXISTING_ENTITY_FILINGS.filter((filingType) => !definitionOf(filingType)).map(
            (filingType) => (
              <li key={filingType}>
                {label(filingType)} <span className="usa-tag">{t('fileAForm.comingLater')}</span>
              </li>
            ),
          )}
        </ul>
      </section>
    </>
  );
}
