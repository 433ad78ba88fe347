import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { useWatch } from '../../components/form-state.tsx';
import * as z from 'zod/mini';
import {
  FORM_INTENT_FIELD,
  addressLines,
  createEmptyAddress,
  createEmptyName,
  displayName,
  filerSchema,
  messages,
  nameOfItsType,
  piiIdIsWellFormed,
  piiIdMessages,
  withRules,
  type Filer,
  type PiiIdField,
  type PostedFields,
} from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { AddressFields } from '../../components/address-fields.tsx';
import { RadioGroup, YesNoRadio } from '../../components/choice-fields.tsx';
import { Form, type ExternalFieldError } from '../../components/form.tsx';
import { Modal } from '../../components/modal.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { TextField } from '../../components/text-field.tsx';
import { newListId, upsertById } from '../../lib/list-by-id.ts';
import { ApiError } from '../../lib/api.ts';
import {
  readPostedForm,
  refused,
  type ActionResult,
  type PageAction,
} from '../../lib/page-form.ts';
import { useHydrated } from '../../lib/server-render.ts';
import { usePiiVerification, verifyPiiEntry } from './api/pii-entry-verification.ts';
import { isSignInNeeded, signInAgain, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import {
  piiConfirmAddress,
  piiDraftOf,
  piiEntryAddress,
  piiViewOf,
  type PiiEntryView,
  type PiiIds,
  type PiiRequestDraft,
} from './pii-request.ts';

/**
 * The forms of the entry page: the IDs, one filer, a listed filer's Delete, and the question under
 * the list of filers.
 */
const IDS_FORM = 'ids';
const FILER_FORM = 'filer';
const DELETE_FORM = 'deleteFiler';
const MORE_FORM = 'more';
/** A Delete button's intent names the filer by its place in the list. */
const DELETE_INTENT = /^delete-(\d{1,3})$/;

/** Each ID: 3 to 200 ASCII characters; the server checks what it names. */
const idsSchema = withRules(
  z.object({ entityId: z.string(), piiDocId: z.string(), removalDocId: z.string() }),
  (values, add) => {
    for (const field of Object.keys(piiIdMessages) as PiiIdField[]) {
      if (!piiIdIsWellFormed(values[field].trim())) add([field], piiIdMessages[field]);
    }
  },
);
const emptyIds: PiiIds = { entityId: '', piiDocId: '', removalDocId: '' };

/** The filer's person type is the filers' (FILER); its address defaults to the US. */
function emptyFiler(): Filer {
  return {
    id: newListId(),
    nameValues: { personTyp: 'FILER', name: createEmptyName() },
    addressValues: { streetAddress: createEmptyAddress('PHYS') },
    sameAsFormer: false,
  };
}

/** A filer keeps only the name of its type: an individual's parts, or an entity's name. */
function withOnlyItsName(filer: Filer): Filer {
  return {
    ...filer,
    nameValues: { ...filer.nameValues, name: nameOfItsType(filer.nameValues.name) },
  };
}

const moreSchema = z.object({
  more: z
    .string()
    .check(z.refine((value) => value === 'Y' || value === 'N', messages.chooseYesOrNo)),
});

type IdsOutcome =
  | { kind: 'verified'; ids: PiiIds }
  | { kind: 'refused'; errors: ExternalFieldError[] }
  | { kind: 'sign-in' };

/** Asks the server whether the IDs name the entity and two of its documents. */
async function verifyIds(values: PiiIds): Promise<IdsOutcome> {
  const ids: PiiIds = {
    entityId: values.entityId.trim(),
    piiDocId: values.piiDocId.trim(),
    removalDocId: values.removalDocId.trim(),
  };
  try {
    const verified = await verifyPiiEntry(ids);
    const invalid = (
      [
        ['entityId', verified.entityIdIsValid],
        ['piiDocId', verified.piiDocIdIsValid],
        ['removalDocId', verified.removalDocIdIsValid],
      ] as const
    ).filter(([, valid]) => !valid);
    if (invalid.length === 0) return { kind: 'verified', ids };
    return {
      kind: 'refused',
      errors: invalid.map(([field]) => ({ field, message: piiIdMessages[field] })),
    };
  } catch (error) {
    if (isSignInNeeded(error)) return { kind: 'sign-in' };
    return {
      kind: 'refused',
      errors: [
        {
          field: 'entityId',
          message: error instanceof ApiError ? error.message : piiIdMessages.entityId,
        },
      ],
    };
  }
}

/** After the IDs: the first filer's form. */
function firstFilerAddress(ids: PiiIds): string {
  return piiEntryAddress({ ids, filers: [] }, { editing: 'new' });
}

/** The request with the filer saved (added, or in place of the one it edits): back to the list. */
function savedFilerAddress(draft: PiiRequestDraft, filer: Filer): string {
  return piiEntryAddress({ ...draft, filers: upsertById(draft.filers, withOnlyItsName(filer)) });
}

/** The request without the nth filer: the list, or the first filer's form when none is left. */
function deletedFilerAddress(draft: PiiRequestDraft, index: number): string {
  const filers = draft.filers.filter((_filer, at) => at !== index);
  return piiEntryAddress({ ...draft, filers }, filers.length === 0 ? { editing: 'new' } : {});
}

/** "Do you need to add additional filers?": Yes opens a new filer's form, No the confirmation. */
function afterFilersAddress(draft: PiiRequestDraft, more: string): string {
  return more === 'Y' ? piiEntryAddress(draft, { editing: 'new' }) : piiConfirmAddress(draft);
}

/** The filer the view edits: a new one, or the nth of the list. */
function editedFiler(draft: PiiRequestDraft, editing: 'new' | number): Filer {
  return editing === 'new' ? emptyFiler() : (draft.filers[editing] ?? emptyFiler());
}

async function postedIds(fields: PostedFields): Promise<ActionResult> {
  const posted = readPostedForm(idsSchema, emptyIds, fields);
  if (!posted.ok) return refused(posted.errors);
  const outcome = await verifyIds(posted.value);
  if (outcome.kind === 'sign-in') return signInAgain;
  if (outcome.kind === 'refused') return refused(outcome.errors);
  return { kind: 'redirect', to: firstFilerAddress(outcome.ids) };
}

/**
 * The entry page's forms posted without the app: each answers with the request's next address
 * (the IDs verified, a filer saved or deleted, the question answered), or the form again.
 */
export const action: PageAction = async ({ form, intent, fields, url }) => {
  if (form === IDS_FORM) return postedIds(fields);
  const draft = piiDraftOf(url.searchParams);
  if (draft === null) return { kind: 'redirect', to: '/admin/piientry' };
  if (form === FILER_FORM) {
    const editing = piiViewOf(url.searchParams, draft.filers.length).editing ?? 'new';
    const posted = readPostedForm(filerSchema, editedFiler(draft, editing), fields);
    if (!posted.ok) return refused(posted.errors);
    return { kind: 'redirect', to: savedFilerAddress(draft, posted.value) };
  }
  if (form === DELETE_FORM) {
    const deleting = DELETE_INTENT.exec(intent ?? '');
    return {
      kind: 'redirect',
      to:
        deleting === null
          ? piiEntryAddress(draft)
          : deletedFilerAddress(draft, Number(deleting[1])),
    };
  }
  const posted = readPostedForm(moreSchema, { more: '' }, fields);
  if (!posted.ok) return refused(posted.errors);
  return { kind: 'redirect', to: afterFilersAddress(draft, posted.value.more) };
};

function FilerFields() {
  const { t } = useTranslation();
  const nameTyp = useWatch<Filer, 'nameValues.name.nameTyp'>({ name: 'nameValues.name.nameTyp' });
  // Until the page's script runs, choosing a type cannot reveal its fields: both are shown.
  const bothUntilChosen = !useHydrated() && nameTyp === '';
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
      {(nameTyp === 'I' || bothUntilChosen) && (
        <NameFields name="nameValues.name" kind="individual" legend={t('admin.pii.filersName')} />
      )}
      {(nameTyp === 'O' || bothUntilChosen) && (
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

/** The filers listed, each with Edit (a link to its form) and Delete (a form of its own). */
function FilerCards({ draft }: { draft: PiiRequestDraft }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ul className="usa-card-group">
      {draft.filers.map((filer, index) => {
        const name = displayName(filer.nameValues.name);
        return (
          <li className="usa-card tablet:grid-col-6" key={filer.id}>
            <div className="usa-card__container">
              <div className="usa-card__header">
                <h3 className="usa-card__heading">{name}</h3>
              </div>
              <div className="usa-card__body">
                <address className="app-address">
                  {addressLines(filer.addressValues.streetAddress).map((line) => (
                    <span className="display-block" key={line}>
                      {line}
                    </span>
                  ))}
                </address>
              </div>
              <div className="usa-card__footer">
                <div className="usa-button-group">
                  <Link
                    className="usa-button usa-button--outline"
                    to={piiEntryAddress(draft, { editing: index })}
                    aria-label={`${t('admin.pii.editFiler')} ${name}`}
                  >
                    {t('admin.pii.editFiler')}
                  </Link>
                  <Form
                    id={DELETE_FORM}
                    schema={z.object({})}
                    defaultValues={{}}
                    className=""
                    onSubmit={() => navigate(deletedFilerAddress(draft, index))}
                  >
                    <button
                      type="submit"
                      name={FORM_INTENT_FIELD}
                      value={`delete-${String(index)}`}
                      className="usa-button usa-button--secondary"
                      aria-label={`${t('admin.pii.deleteFiler')} ${name}`}
                    >
                      {t('admin.pii.deleteFiler')}
                    </button>
                  </Form>
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A PII request: the three IDs, verified by the server; then the filers of the Statement of Removal
 * (add, edit, list) and "Do you need to add additional filers?"; then the confirmation page. The
 * request so far is the page's address (pii-request.ts), so every step is a link or a form post.
 */
export default function PiiEntryPage() {
  const { t } = useTranslation();
  useAdminTitle('admin.pii.title');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draft = piiDraftOf(params);
  const view: PiiEntryView = piiViewOf(params, draft?.filers.length ?? 0);
  const verification = usePiiVerification(draft?.ids ?? null);
  // With the app, Cancel asks in a dialog; without it, the address asks on the page.
  const [askingInDialog, setAskingInDialog] = useState(false);
  useSignInWhenNeeded(verification.error);

  if (draft === null) {
    return (
      <>
        <h1>{t('admin.pii.title')}</h1>
        <Form
          id={IDS_FORM}
          schema={idsSchema}
          defaultValues={emptyIds}
          submitLabel={t('admin.pii.verify')}
          extraActions={
            <Link className="usa-button usa-button--outline" to="/admin/adminhome">
              {t('admin.pii.cancel')}
            </Link>
          }
          onSubmit={async (values, helpers) => {
            const outcome = await verifyIds(values);
            if (outcome.kind === 'verified') await navigate(firstFilerAddress(outcome.ids));
            else if (outcome.kind === 'sign-in') await navigate(signInAgain.to, { replace: true });
            else helpers.showErrors(outcome.errors);
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

  if (verification.isPending) return <p>{t('admin.loading')}</p>;
  const verified = verification.data;
  if (
    verified === undefined ||
    !verified.entityIdIsValid ||
    !verified.piiDocIdIsValid ||
    !verified.removalDocIdIsValid
  ) {
    // IDs that no longer name what they should (or an address made by hand): start again.
    return <Navigate to="/admin/piientry" replace />;
  }

  const summary = (
    <dl className="app-review-list">
      <div className="app-review-row">
        <dt>{t('admin.pii.entityName')}</dt>
        <dd>{verified.entityName}</dd>
      </div>
      {(Object.keys(piiIdMessages) as PiiIdField[]).map((field) => (
        <div className="app-review-row" key={field}>
          <dt>{t(`admin.pii.${field}`)}</dt>
          <dd>{draft.ids[field]}</dd>
        </div>
      ))}
    </dl>
  );

  const asking = { ...view, cancelling: false };
  /** Cancel that asks first: a link to the question, which the app asks in a dialog instead. */
  const cancelAsking = (
    <Link
      className="usa-button usa-button--outline"
      to={piiEntryAddress(draft, { ...view, cancelling: true })}
      onClick={(event) => {
        event.preventDefault();
        setAskingInDialog(true);
      }}
    >
      {t('admin.pii.cancel')}
    </Link>
  );
  const answers = (onNo: ReactNode) => (
    <ul className="usa-button-group">
      <li className="usa-button-group__item">
        <Link className="usa-button" to="/admin/adminhome">
          {t('admin.pii.cancelYes')}
        </Link>
      </li>
      <li className="usa-button-group__item">{onNo}</li>
    </ul>
  );
  const cancelDialog = askingInDialog && (
    <Modal
      heading={t('admin.pii.title')}
      onClose={() => setAskingInDialog(false)}
      footer={answers(
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() => setAskingInDialog(false)}
        >
          {t('admin.pii.cancelNo')}
        </button>,
      )}
    >
      <p>{t('admin.pii.cancelQuestion')}</p>
    </Modal>
  );

  if (view.cancelling === true) {
    return (
      <>
        <h1>{t('admin.pii.title')}</h1>
        {summary}
        <p>{t('admin.pii.cancelQuestion')}</p>
        {answers(
          <Link className="usa-button usa-button--outline" to={piiEntryAddress(draft, asking)}>
            {t('admin.pii.cancelNo')}
          </Link>,
        )}
      </>
    );
  }

  if (view.editing !== undefined || draft.filers.length === 0) {
    const edited = editedFiler(draft, view.editing ?? 'new');
    return (
      <>
        <h1>{t('admin.pii.title')}</h1>
        {summary}
        <h2>{t('admin.pii.filerHeading')}</h2>
        <Form
          key={edited.id}
          id={FILER_FORM}
          schema={filerSchema}
          defaultValues={edited}
          submitLabel={t('admin.pii.addFiler')}
          extraActions={
            draft.filers.length === 0 ? (
              cancelAsking
            ) : (
              <Link className="usa-button usa-button--outline" to={piiEntryAddress(draft)}>
                {t('admin.pii.cancel')}
              </Link>
            )
          }
          onSubmit={(filer) => navigate(savedFilerAddress(draft, filer))}
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
      <FilerCards draft={draft} />
      <Form
        id={MORE_FORM}
        schema={moreSchema}
        defaultValues={{ more: '' }}
        submitLabel={t('admin.pii.verify')}
        extraActions={cancelAsking}
        onSubmit={(values) => navigate(afterFilersAddress(draft, values.more))}
      >
        <YesNoRadio name="more" legend={t('admin.pii.additionalFilers')} required />
      </Form>
      {cancelDialog}
    </>
  );
}
