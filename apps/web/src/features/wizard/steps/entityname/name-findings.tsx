// What the name check found, in words: which name on the record a taken or reserved name is the
// same as and why (the comparison rules it took), the names that are free instead, and which part
// of a badly formed name is at fault.
import {
  nameKeyRuleIds,
  validateEntityNameFormat,
  type NameFormatProblem,
  type NameKeyRuleId,
} from '@registrar/domain';
import { useWatch } from '../../../../components/form-state.tsx';
import { useFieldError } from '../../../../components/field-shell.tsx';
import { Link, useLocation, useSearchParams } from '../../../../lib/router.tsx';
import { useHydrated } from '../../../../lib/server-render.ts';
import { useTranslation, type TFunction } from '../../../../app/i18n/index.ts';
import type { NameAvailabilityAnswer } from '../../api/name-availability.ts';

type NameExplanationAnswer = NonNullable<NameAvailabilityAnswer['explanation']>;

/** The query parameter a suggestion's link fills the name field with (the page without script). */
export const SUGGESTED_NAME_PARAMETER = 'name';

const ruleText: Record<NameKeyRuleId, string> = {
  'letter-case': 'steps.entityname.ruleLetterCase',
  punctuation: 'steps.entityname.rulePunctuation',
  spacing: 'steps.entityname.ruleSpacing',
};

const holderText = {
  entity: 'steps.entityname.sameAsEntity',
  filing: 'steps.entityname.sameAsFiling',
  reservation: 'steps.entityname.sameAsReservation',
} as const;

/**
 * The name a typed name collides with (linked to its public record when an entity holds it), the
 * rules that make the two the same, and both names as written and as compared.
 */
export function NameExplanation({
  typed,
  explanation,
}: {
  typed: string;
  explanation: NameExplanationAnswer;
}) {
  const { t } = useTranslation();
  const heldName =
    explanation.holder === 'entity' && explanation.entityId !== null ? (
      <Link className="usa-link" to={`/entity/${explanation.entityId}`}>
        {explanation.name}
      </Link>
    ) : (
      <strong>{explanation.name}</strong>
    );
  const rules = nameKeyRuleIds.filter((rule) => explanation.rules.includes(rule));
  return (
    <div className="margin-top-1 margin-bottom-2" data-testid="name-explanation">
      <p className="margin-y-05">
        {t(holderText[explanation.holder])} {heldName}
      </p>
      {rules.length === 0 ? (
        <p className="margin-y-05">{t('steps.entityname.identicalAsTyped')}</p>
      ) : (
        <>
          <p className="margin-y-05">{t('steps.entityname.sameWhenIgnoring')}</p>
          <ul className="margin-y-05">
            {rules.map((rule) => (
              <li key={rule}>{t(ruleText[rule])}</li>
            ))}
          </ul>
        </>
      )}
      <table className="usa-table usa-table--borderless usa-table--compact margin-y-1">
        <caption className="text-normal">{t('steps.entityname.comparedCaption')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('steps.entityname.youTyped')}</th>
            <th scope="col">{t('steps.entityname.onRecord')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('steps.entityname.asWritten')}</th>
            <td>{typed}</td>
            <td>{explanation.name}</td>
          </tr>
          <tr>
            <th scope="row">{t('steps.entityname.asCompared')}</th>
            <td>
              <code>{explanation.typedComparedAs}</code>
            </td>
            <td>
              <code>{explanation.heldComparedAs}</code>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/**
 * Free names to use instead. With the app each is a button that puts it in the name field and
 * checks it; without it, a link to this step with the name filled in (the page reads `?name=`).
 */
export function NameSuggestions({
  suggestions,
  onUse,
}: {
  suggestions: readonly string[];
  onUse: (name: string) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  if (suggestions.length === 0) return null;
  const hrefOf = (name: string) => {
    const query = new URLSearchParams(searchParams);
    query.set(SUGGESTED_NAME_PARAMETER, name);
    return `${location.pathname}?${query.toString()}`;
  };
  return (
    <section className="margin-bottom-3" aria-labelledby="name-suggestions-heading">
      <h2 className="font-sans-sm margin-bottom-1" id="name-suggestions-heading">
        {t('steps.entityname.suggestionsHeading')}
      </h2>
      <ul className="usa-list usa-list--unstyled">
        {suggestions.map((name) => (
          <li key={name} className="margin-bottom-1">
            {hydrated ? (
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                aria-label={t('steps.entityname.useSuggestion', { name })}
                onClick={() => onUse(name)}
              >
                {name}
              </button>
            ) : (
              <Link
                className="usa-link"
                to={hrefOf(name)}
                aria-label={t('steps.entityname.useSuggestion', { name })}
              >
                {name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function problemText(problem: NameFormatProblem, t: TFunction): string | null {
  if (problem.rule === 'designation') {
    return t('steps.entityname.problemDesignation', {
      part: problem.part,
      example: problem.example,
    });
  }
  if (problem.rule === 'characters') {
    return t('steps.entityname.problemCharacters', { part: problem.part });
  }
  if (problem.rule === 'length') return t('steps.entityname.problemLength', { part: problem.part });
  return null;
}

/**
 * The second line of a format error: the part of the name at fault. The domain decides it from
 * the name in the field, so it shows wherever the format message came from (the browser's own
 * check, the server's answer, or a form posted without the app).
 */
export function NameFormatProblemLine({ entityType }: { entityType: string }) {
  const { t } = useTranslation();
  const value = useWatch({ name: 'name' });
  const error = useFieldError('name');
  const name = typeof value === 'string' ? value : '';
  const format = validateEntityNameFormat(name, entityType);
  if (error === undefined || format.problem === null || format.message !== error) return null;
  const text = problemText(format.problem, t);
  return text === null ? null : <span className="usa-error-message">{text}</span>;
}
