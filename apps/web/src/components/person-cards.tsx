import {
  addressLines,
  displayName,
  FORM_INTENT_FIELD,
  type Address,
  type PersonName,
} from '@registrar/domain';
import { useTranslation } from '../app/i18n/index.ts';

/** A person or organisation in a list the user builds (persons forming, filers). */
export interface ListedPerson {
  id: string;
  nameValues: { name: PersonName };
  addressValues: { streetAddress: Address };
}

interface PersonCardsProps<T extends ListedPerson> {
  people: readonly T[];
  /** Heading level of each card's name, to fit the page's outline. */
  headingLevel: 2 | 3;
  /** An extra line under the name (for example the type of person). */
  describe?: (person: T) => string | undefined;
  onEdit: (person: T) => void;
  onDelete: (person: T) => void;
  /**
   * Where Edit goes without the app (the step's address for that person). Without it, Edit is a
   * button the app handles.
   */
  editHref?: (person: T) => string;
}

/** The intent a card's Delete posts, inside the list's form, when the browser sends it itself. */
function deleteIntentOf(person: ListedPerson): string {
  return `delete:${person.id}`;
}

/** The list view of people with Edit and Delete, shared by every step that lists people. */
export function PersonCards<T extends ListedPerson>({
  people,
  headingLevel,
  describe,
  onEdit,
  onDelete,
  editHref,
}: PersonCardsProps<T>) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="usa-card-group">
      {people.map((person) => {
        const name = displayName(person.nameValues.name);
        const description = describe?.(person);
        return (
          <li className="usa-card tablet:grid-col-6" key={person.id}>
            <div className="usa-card__container">
              <div className="usa-card__header">
                <Heading className="usa-card__heading">{name}</Heading>
              </div>
              <div className="usa-card__body">
                {description !== undefined && <p>{description}</p>}
                <address className="app-address">
                  {addressLines(person.addressValues.streetAddress).map((line) => (
                    <span className="display-block" key={line}>
                      {line}
                    </span>
                  ))}
                </address>
              </div>
              <div className="usa-card__footer">
                <div className="usa-button-group">
                  {editHref === undefined ? (
                    <button
                      type="button"
                      className="usa-button usa-button--outline"
                      onClick={() => onEdit(person)}
                      aria-label={t('components.people.editPerson', { name })}
                    >
                      {t('components.people.edit')}
                    </button>
                  ) : (
                    <a
                      className="usa-button usa-button--outline"
                      href={editHref(person)}
                      onClick={(event) => {
                        event.preventDefault();
                        onEdit(person);
                      }}
                      aria-label={t('components.people.editPerson', { name })}
                    >
                      {t('components.people.edit')}
                    </a>
                  )}
                  <button
                    type="submit"
                    name={FORM_INTENT_FIELD}
                    value={deleteIntentOf(person)}
                    formNoValidate
                    className="usa-button usa-button--secondary"
                    onClick={(event) => {
                      event.preventDefault();
                      onDelete(person);
                    }}
                    aria-label={t('components.people.deletePerson', { name })}
                  >
                    {t('components.people.delete')}
                  </button>
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The intent of a person's form's Save and continue (the list step's action reads it too). */
export const SAVE_AND_CONTINUE_INTENT = 'save-and-continue';

/**
 * A person's form's buttons beside Save: Save and continue (save the person and go on to the next
 * step, when the list may move on, so a step with one person takes one page; the form's
 * `onSubmit` reads its intent) and, once the list has people, Back to the list (a link to the
 * list's address without the app).
 */
export function PersonFormActions({
  listHref,
  onBackToList,
}: {
  /** The list's address, or null while the list is empty (the form is the step then). */
  listHref: string | null;
  onBackToList: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="submit"
        className="usa-button usa-button--outline"
        name={FORM_INTENT_FIELD}
        value={SAVE_AND_CONTINUE_INTENT}
      >
        {t('steps.shared.saveAndContinue')}
      </button>
      {listHref !== null && (
        <a
          className="usa-button usa-button--outline"
          href={listHref}
          onClick={(event) => {
            event.preventDefault();
            onBackToList();
          }}
        >
          {t('steps.shared.backToList')}
        </a>
      )}
    </>
  );
}
