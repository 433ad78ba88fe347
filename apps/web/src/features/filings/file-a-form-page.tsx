import { useMemo } from 'react';
import * as z from 'zod/mini';
import { addCatalogue, t, useTranslation, type TFunction } from '../../app/i18n/index.ts';
import { Link, useNavigate } from '../../lib/router.tsx';
import { firstStep, listFilingTypes, type FilingTypeDefinition } from '@registrar/domain';
import { Form } from '../../components/form.tsx';
import { TextField } from '../../components/text-field.tsx';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { readPostedForm, refused, type PageAction } from '../../lib/page-form.ts';
import filingsText from './filings.en.ts';

addCatalogue(filingsText);

const ENTITY_ID_MAX_LENGTH = 11;

/** An existing-entity filing the page offers: its type and the transaction it starts. */
interface ExistingEntityStart {
  definition: FilingTypeDefinition;
  label: string;
  /** One of the type's transaction types (an amendment's AMD_NPC). */
  transactionType: string;
}

/** Every existing-entity filing, one per transaction of a type that makes several. */
function existingEntityStarts(): ExistingEntityStart[] {
  return listFilingTypes()
    .filter((definition) => definition.fileAForm.group === 'existing-entity')
    .flatMap((definition) => {
      const transactions = Object.entries(definition.transactions);
      if (transactions.length === 1)
        return [
          {
            definition,
            label: definition.fileAForm.label,
            transactionType: definition.transactionType,
          },
        ];
      return transactions.map(([transactionType, { description }]) => ({
        definition,
        label: description,
        transactionType,
      }));
    });
}

/**
 * What one start form takes: the entity's ID, under the transaction's own name so that the page's
 * several forms never share a field's id ("REPORT.entityId").
 */
function startSchema(t: TFunction, transactionType: string) {
  return z.object({
    [transactionType]: z.object({
      entityId: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, t('fileAForm.entityIdRequired')),
          z.maxLength(ENTITY_ID_MAX_LENGTH, t('fileAForm.entityIdTooLong')),
          z.regex(/^\d*$/, t('fileAForm.entityIdDigits')),
        ),
    }),
  });
}

/** The wizard's first step for that entity, which knows it from the address. */
function startAddress(start: ExistingEntityStart, entityId: string): string {
  const query = new URLSearchParams({ entityId, transTyp: start.transactionType });
  return `/filing/${start.definition.filingType}/${firstStep(start.definition).segment}?${query.toString()}`;
}

/** A start form posted without the app: the browser goes on to the wizard, or sees the message. */
export const action: PageAction = async ({ form, fields }) => {
  const start = existingEntityStarts().find((each) => each.transactionType === form);
  if (start === undefined) return refused([]);
  const posted = readPostedForm(
    startSchema(t, start.transactionType),
    { [start.transactionType]: { entityId: '' } },
    fields,
  );
  if (!posted.ok) return refused(posted.errors);
  const entityId = posted.value[start.transactionType]?.entityId ?? '';
  return { kind: 'redirect', to: startAddress(start, entityId) };
};

function ExistingEntityFiling({ start }: { start: ExistingEntityStart }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { transactionType } = start;
  const schema = useMemo(() => startSchema(t, transactionType), [t, transactionType]);
  return (
    <Form
      id={transactionType}
      className="usa-form"
      schema={schema}
      defaultValues={{ [transactionType]: { entityId: '' } }}
      onSubmit={(values) => navigate(startAddress(start, values[transactionType]?.entityId ?? ''))}
    >
      <fieldset className="usa-fieldset">
        <legend className="usa-legend">{start.label}</legend>
        <TextField
          name={`${transactionType}.entityId`}
          label={t('fileAForm.entityIdLabel')}
          hint={t('fileAForm.entityIdHint')}
          inputMode="numeric"
          maxLength={ENTITY_ID_MAX_LENGTH}
        />
        <button type="submit" className="usa-button margin-top-2">
          {t('fileAForm.start', { title: start.label })}
        </button>
      </fieldset>
    </Form>
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
  const newEntity = listFilingTypes().filter((def) => def.fileAForm.group === 'new-entity');

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
        {existingEntityStarts().map((start) => (
          <ExistingEntityFiling key={start.transactionType} start={start} />
        ))}
      </section>
    </>
  );
}
