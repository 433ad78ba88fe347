import { messages } from '@registrar/domain';

/**
 * A problem that belongs to no one field (too many attempts, a refusal the server explained),
 * shown above the form with the "Error - " prefix every error alert carries, and announced when
 * it appears (role alert); nothing while there is none.
 */
export function ProblemAlert({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <div className="usa-alert usa-alert--error usa-alert--slim margin-bottom-3" role="alert">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{messages.errorAlert(text)}</p>
      </div>
    </div>
  );
}
