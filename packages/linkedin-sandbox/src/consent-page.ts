import { escapeHtml, renderPage } from './html-page.ts';

// LinkedIn's own wording for each permission on its consent screen.
const scopeDescriptions: Record<string, string> = {
  openid: 'Sign you in with your LinkedIn account',
  profile: 'Use your name and photo',
  email: 'Use the primary email address associated with your LinkedIn account',
  w_member_social: 'Create, modify, and delete posts, comments, and reactions on your behalf',
  r_member_postAnalytics: 'Retrieve your posts and their reporting data',
};

export interface ConsentPageInput {
  appName: string;
  scopes: readonly string[];
  requestId: string;
  name: string;
  email: string;
  redirectUri: string;
  errors?: { name?: string; email?: string };
}

function field(
  id: 'name' | 'email',
  label: string,
  value: string,
  error: string | undefined,
  type: string,
  autocomplete: string,
): string {
  const errorId = `${id}-error`;
  return (
    `<label for="${id}">${label}</label>` +
    `<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required maxlength="${id === 'name' ? 100 : 254}" value="${escapeHtml(value)}"` +
    (error
      ? ` aria-invalid="true" aria-describedby="${errorId}">` + `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>`
      : '>')
  );
}

export function renderConsentPage(input: ConsentPageInput): string {
  const app = escapeHtml(input.appName);
  const permissions = [...new Set(input.scopes.map((scope) => scopeDescriptions[scope] ?? scope))];
  const returnOrigin = new URL(input.redirectUri).origin;
  const body = `<div class="card">
<h1>${app} would like to:</h1>
<ul>${permissions.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>
<form method="post" action="authorization/decision">
<input type="hidden" name="request_id" value="${escapeHtml(input.requestId)}">
<fieldset>
<legend>Sign in to the sandbox as</legend>
${field('name', 'Name', input.name, input.errors?.name, 'text', 'name')}
${field('email', 'Email', input.email, input.errors?.email, 'email', 'email')}
</fieldset>
<div class="actions">
<button class="secondary" type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
<button class="primary" type="submit" name="decision" value="allow">Allow</button>
</div>
</form>
<p class="note">Allowing sends you back to ${escapeHtml(returnOrigin)}. This page stands in for LinkedIn's consent screen; nothing you enter here reaches LinkedIn.</p>
</div>`;
  return renderPage(`${input.appName} would like to access your account`, body);
}
