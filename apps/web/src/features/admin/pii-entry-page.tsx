import { useState } from 'react';
import { useLocation, useNavigate } from '../../lib/router.tsx';
import { useWatch } from '../../components/form-state.tsx';
import * as z from 'zod/mini';
import {
  createEmptyAddress,
  createEmptyName,
  filerSchema,
  messages,
  piiIdIsWellFormed,
  piiIdMessages,
  withRules,
  type Filer,
  type PiiIdField,
} from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { AddressFields } from '../../components/address-fields.tsx';
import { RadioGroup, YesNoRadio } from '../../components/choice-fields.tsx';
import { Form } from '../../components/form.tsx';
import { Modal } from '../../components/modal.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { PersonCards } from '../../components/person-cards.tsx';
import { TextField } from '../../components/text-field.tsx';
import { newListId, removeById, upsertById } from '../../lib/list-by-id.ts';
import { ApiError } from '../../lib/api.ts';
import { verifyPiiEntry } from './api/pii-entry-verification.ts';
import type { PiiRequest } from './api/save-pii.ts';
import { isSignInNeeded, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';

/** The PII request handed between the entry and confirmation pages. */
export interface PiiNavigationState {
  request: PiiRequest & { entityName: string };
}

type PiiIds = Record<PiiIdField, string>;

/** Each ID: 3 to 200 ASCII characters; the server checks what it names. */
const idsSchema = withRules(
  z.object({ entityId: z.string(), piiDocId: z.string(), removalDocId: z.string() }),
  (values, add) => {
    for (const field of Object.keys(piiIdMessages) as PiiIdField[]) {
      if (!piiIdIsWellFormed(values[field].trim())) add([field], piiIdMessages[field]);
    }
  },
);

/** The filer's person type is the filers' (FILER); its address defaults to the US. */
function emptyFiler(): Filer {
  return {
    id: newListId(),
    nameValues: { personTyp: 'FILER', name: createEmptyName() },
    addressValues: { streetAddress: createEmptyAddress('PHYS') },
    sameAsFormer: false,
  };
}

function FilerFields() {
  const { t } = useTranslation();
  const nameTyp = useWatch<Filer, 'nameValues.name.nameTyp'>({ name: 'nameValues.name.nameTyp' });
  return (
    <>
      <RadioGroup
        name="nameValues.name.nameTyp"
        legend={t('admin.pii.filerType')}
        required
        options={[
          { value: 'I', label: t('admin.pii.individual') },
          { value: 'O', label: t('admin.pii.entity') },
        ]}
      />
      {nameTyp === 'I' && (
        <NameFields name="nameValues.name" kind="individual" legend={t('admin.pii.filersName')} />
      )}
      {nameTyp === 'O' && (
        <NameFields
          name="nameValues.name"
          kind="organisation"
          organisationLabel={t('admin.pii.entitysName')}
        />
      )}
      <AddressFields name="addressValues.streetAddress" legend={t('admin.pii.filersAddress')} />
    </>
  );
}

const moreSchema = z.object({
  more: z
    .string()
    .check(z.refine((value) => value === 'Y' || value === 'N', messages.chooseYesOrNo)),
});

/**
 * A PII request: the three IDs, verified by the server; then the filers of the Statement of Removal
 * (add, edit, list) and "Do you need to add additional filers?"; then the confirmation page.
 */
export default function PiiEntryPage() {
  const { t } = useTranslation();
  useAdminTitle('admin.pii.title');
  const navigate = useNavigate();
  const previous = (useLocation().state as PiiNavigationState | null)?.request;
  const [ids, setIds] = useState<PiiIds | null>(
    previous === undefined
      ? null
      : {
          entityId: previous.entityId,
          piiDocId: previous.piiDocId,
          removalDocId: previous.removalDocId,
        },
  );
  const [entityName, setEntityName] = useState(previous?.entityName ?? '');
  const [filers, setFilers] = useState<Filer[]>(previous?.filers ?? []);
  const [editing, setEditing] = useState<Filer | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [signInNeeded, setSignInNeeded] = useState<unknown>(null);
  useSignInWhenNeeded(signInNeeded);

  const cancelDialog = cancelling && (
    <Modal
      heading={t('admin.pii.title')}
      onClose={() => setCancelling(false)}
      footer={
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <button
              type="button"
              className="usa-button"
              onClick={() => void navigate('/admin/adminhome')}
            >
              {t('admin.pii.cancelYes')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => setCancelling(false)}
            >
              {t('admin.pii.cancelNo')}
            </button>
          </li>
        </ul>
      }
    >
      <p>{t('admin.pii.cancelQuestion')}</p>
    </Modal>
  );

  if (ids === null) {
    return (
      <>
        <h1>{t('admin.pii.title')}</h1>
        <Form
          schema={idsSchema}
          defaultValues={{ entityId: '', piiDocId: '', removalDocId: '' }}
          submitLabel={t('admin.pii.verify')}
          onCancel={() => void navigate('/admin/adminhome')}
          onSubmit={async (values, helpers) => {
            const trimmed: PiiIds = {
              entityId: values.entityId.trim(),
              piiDocId: values.piiDocId.trim(),
              removalDocId: values.removalDocId.trim(),
            };
            try {
              const verified = await verifyPiiEntry(trimmed);
              const invalid = (
                [
                  ['entityId', verified.entityIdIsValid],
                  ['piiDocId', verified.piiDocIdIsValid],
                  ['removalDocId', verified.removalDocIdIsValid],
                ] as const
              ).filter(([, valid]) => !valid);
              if (invalid.length > 0) {
                helpers.showErrors(
                  invalid.map(([field]) => ({ field, message: piiIdMessages[field] })),
                );
                return;
              }
              setEntityName(verified.entityName);
              setIds(trimmed);
              if (filers.length === 0) setEditing(emptyFiler());
            } catch (error) {
              if (isSignInNeeded(error)) setSignInNeeded(error);
              else
                helpers.showErrors([
                  {
                    field: 'entityId',
                    message: error instanceof ApiError ? error.message : piiIdMessages.entityId,
                  },
                ]);
            }
          }}
        >
          <TextField
            name="entityId"
            label={t('admin.pii.entityId')}
            hint={t('admin.pii.idHint')}
            required
            maxLength={200}
          />
          <TextField
            name="piiDocId"
            label={t('admin.pii.piiDocId')}
            hint={t('admin.pii.documentNumberHint')}
            required
            maxLength={200}
          />
          <TextField
            name="removalDocId"
            label={t('admin.pii.removalDocId')}
            hint={t('admin.pii.documentNumberHint')}
            required
            maxLength={200}
          />
        </Form>
      </>
    );
  }

  const summary = (
    <dl className="app-review-list">
      <div className="app-review-row">
        <dt>{t('admin.pii.entityName')}</dt>
        <dd>{entityName}</dd>
      </div>
      {(Object.keys(piiIdMessages) as PiiIdField[]).map((field) => (
        <div className="app-review-row" key={field}>
          <dt>{t(`admin.pii.${field}`)}</dt>
          <dd>{ids[field]}</dd>
        </div>
      ))}
    </dl>
  );

  if (editing !== null) {
    return (
      <>
        <h1>{t('admin.pii.title')}</h1>
        {summary}
        <h2>{t('admin.pii.filerHeading')}</h2>
        <Form
          key={editing.id}
          schema={filerSchema}
          defaultValues={editing}
          submitLabel={t('admin.pii.addFiler')}
          onCancel={() => (filers.length === 0 ? setCancelling(true) : setEditing(null))}
          onSubmit={(filer) => {
            setFilers(upsertById(filers, filer));
            setEditing(null);
          }}
        >
          <FilerFields />
        </Form>
        {cancelDialog}
      </>
    );
  }

  return (
    <>
      <h1>{t('admin.pii.title')}</h1>
      {summary}
      <h2>{t('admin.pii.filersHeading')}</h2>
      <PersonCards
        people={filers}
        headingLevel={3}
        onEdit={(filer) => setEditing(filer)}
        onDelete={(filer) => {
          const rest = removeById(filers, filer.id);
          setFilers(rest);
          if (rest.length === 0) setEditing(emptyFiler());
        }}
      />
      <Form
        schema={moreSchema}
        defaultValues={{ more: '' }}
        submitLabel={t('admin.pii.verify')}
        onCancel={() => setCancelling(true)}
        onSubmit={(values) => {
          if (values.more === 'Y') {
            setEditing(emptyFiler());
            return;
          }
          void navigate('/admin/piiconfirm', {
            state: { request: { ...ids, entityName, filers } } satisfies PiiNavigationState,
          });
        }}
      >
        <YesNoRadio name="more" legend={t('admin.pii.additionalFilers')} required />
      </Form>
      {cancelDialog}
    </>
  );
}
