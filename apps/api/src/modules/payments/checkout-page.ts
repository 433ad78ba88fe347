// The built-in test checkout's page: a plain, accessible HTML form (labels, error summary,
// aria-describedby, autocomplete) that works without JavaScript.
import { escapeHtml } from '../mail/html.ts';
import type { CardFieldErrors, CardForm } from './test-checkout.ts';

export interface CheckoutPageModel {
  action: string;
  amount: string;
  filingName: string;
  backUrl: string;
  cancelUrl: string;
  token: string;
  values?: Partial<CardForm>;
  errors?: CardFieldErrors;
  /** A problem that is no field's (too many attempts): shown above the form, announced. */
  notice?: string;
}

const fields: {
  name: keyof CardFieldErrors;
  label: string;
  hint?: string;
  autocomplete: string;
  inputmode: string;
  size: number;
}[] = [
  {
    name: 'cardNumber',
    label: 'Card number',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    size: 23,
  },
  {
    name: 'nameOnCard',
    label: 'Name on card',
    autocomplete: 'cc-name',
    inputmode: 'text',
    size: 30,
  },
  {
    name: 'expiry',
    label: 'Expiration date',
    hint: 'MM/YY',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    size: 7,
  },
  {
    name: 'cvc',
    label: 'Security code (CVC)',
    hint: '3 or 4 digits on the card',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    size: 5,
  },
];

const styles = `body{font-family:"Source Sans Pro",Helvetica,Arial,sans-serif;margin:0;color:#1b1b1b;line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem}label{display:block;font-weight:700;margin-top:1rem}
.hint{color:#565c65;display:block}.error-message{color:#b50909;font-weight:700;display:block}
input{font-size:1.06rem;padding:.5rem;border:1px solid #565c65;max-width:100%;box-sizing:border-box}
input[aria-invalid=true]{border:3px solid #b50909}
.field-error{border-left:4px solid #b50909;padding-left:1rem}
.summary{border-left:8px solid #b50909;background:#f4e3db;padding:.5rem 1rem}
button{margin-top:1.5rem;background:#005ea2;color:#fff;border:0;border-radius:.25rem;padding:.75rem 1.25rem;font-size:1.06rem;font-weight:700;cursor:pointer}
button:focus,input:focus,a:focus{outline:.25rem solid #2491ff;outline-offset:0}
.links{margin-top:1.5rem;display:flex;gap:1.5rem}a{color:#005ea2}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:700}dd{margin:0}`;

/** The checkout page HTML. */
export function renderCheckoutPage(model: CheckoutPageModel): string {
  const errors = model.errors ?? {};
  const errorEntries = fields.filter((field) => errors[field.name] !== undefined);
  const summary =
    errorEntries.length === 0
      ? model.notice === undefined
        ? ''
        : `<div class="summary" role="alert" tabindex="-1" id="error-summary">
  <h2>There is a problem</h2>
  <p>${escapeHtml(model.notice)}</p>
</div>`
      : `<div class="summary" role="alert" tabindex="-1" id="error-summary">
  <h2>There is a problem</h2>
  <ul>${errorEntries.map((field) => `<li><a href="#${field.name}">${escapeHtml(errors[field.name] ?? '')}</a></li>`).join('')}</ul>
</div>`;
  const hasProblem = errorEntries.length > 0 || model.notice !== undefined;
  const inputs = fields
    .map((field) => {
      const error = errors[field.name];
      const described = [field.hint ? `${field.name}-hint` : '', error ? `${field.name}-error` : '']
        .filter(Boolean)
        .join(' ');
      const value = model.values?.[field.name] ?? '';
      return `<div class="${error ? 'field-error' : ''}">
  <label for="${field.name}">${escapeHtml(field.label)}</label>
  ${field.hint ? `<span class="hint" id="${field.name}-hint">${escapeHtml(field.hint)}</span>` : ''}
  ${error ? `<span class="error-message" id="${field.name}-error">Error: ${escapeHtml(error)}</span>` : ''}
  <input id="${field.name}" name="${field.name}" type="text" size="${field.size}" autocomplete="${field.autocomplete}" inputmode="${field.inputmode}" spellcheck="false" required${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''} value="${escapeHtml(value)}">
</div>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${hasProblem ? 'Error: ' : ''}Payment - Secretary of State</title>
<style>${styles}</style>
</head>
<body>
<main id="main-content">
<h1>Payment</h1>
<p>This is a test checkout: no real card is charged.</p>
<dl>
  <dt>Filing</dt><dd>${escapeHtml(model.filingName)}</dd>
  <dt>Amount</dt><dd>$${escapeHtml(model.amount)}</dd>
</dl>
${summary}
<form method="post" action="${escapeHtml(model.action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(model.token)}">
${inputs}
<button type="submit">Pay $${escapeHtml(model.amount)}</button>
</form>
<div class="links">
  <a href="${escapeHtml(model.backUrl)}">Back</a>
  <a href="${escapeHtml(model.cancelUrl)}">Cancel</a>
</div>
</main>
</body>
</html>`;
}

/** A short page for a checkout that cannot be shown (unknown or expired). */
export function renderCheckoutMessage(
  message: string,
  link?: { href: string; text: string },
): string {
  const linkHtml =
    link === undefined
      ? ''
      : `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment - Secretary of State</title><style>${styles}</style></head>
<body><main id="main-content"><h1>Payment</h1><p>${escapeHtml(message)}</p>${linkHtml}</main></body></html>`;
}
