import type { DevIdentity } from './identities.js';

export type Lang = 'pl' | 'en';
export type ProviderKind = 'national' | 'orcid';

/**
 * The failures the login page can end a login with (accounts-and-platform §8), so each of the
 * portal's login messages can be tried: the first two are answers of the authorization
 * endpoint, the others make the next code exchange fail (the token endpoint answers 500 or
 * invalid_grant, or the ID token carries another nonce).
 */
export const DEV_FAILURES = [
  'access_denied',
  'server_error',
  'token_server_error',
  'token_expired',
  'nonce_mismatch',
] as const;
export type DevFailure = (typeof DEV_FAILURES)[number];

const TEXT = {
  pl: {
    title: {
      national: 'Węzeł Krajowy (środowisko deweloperskie)',
      orcid: 'ORCID (środowisko deweloperskie)',
    },
    intro:
      'To lokalny dostawca tożsamości do rozwoju i testów. Wybierz osobę, jako która chcesz się zalogować.',
    personas: 'Osoby z danych przykładowych',
    loginAs: 'Zaloguj jako',
    custom: 'Inna osoba',
    customHint: 'Dane dowolnej osoby (np. aby sprawdzić pierwsze logowanie).',
    givenName: 'Imię',
    familyName: 'Nazwisko',
    pesel: 'PESEL',
    orcid: 'ORCID iD',
    email: 'Adres e-mail (opcjonalnie)',
    submitCustom: 'Zaloguj',
    cancel: 'Anuluj logowanie',
    other: 'English',
    invalid: 'Popraw dane: ',
    logoutTitle: 'Wylogowanie',
    logoutText: 'Czy wylogować z dostawcy tożsamości?',
    logoutYes: 'Wyloguj',
    loggedOut: 'Wylogowano.',
    errorTitle: 'Błąd logowania',
    failures: 'Symulacja błędu (testy komunikatów logowania)',
    failure: 'Błąd',
    submitFailure: 'Zakończ logowanie tym błędem',
    failureNames: {
      access_denied: 'Odmowa dostępu (access_denied)',
      server_error: 'Błąd serwera uwierzytelniania (server_error)',
      token_server_error: 'Błąd serwera OAuth przy wymianie kodu (HTTP 500)',
      token_expired: 'Wygasły kod (invalid_grant)',
      nonce_mismatch: 'Niezgodny nonce w tokenie ID',
    },
  },
  en: {
    title: { national: 'National login node (development)', orcid: 'ORCID (development)' },
    intro:
      'This is a local identity provider for development and tests. Choose the person to log in as.',
    personas: 'People of the sample data',
    loginAs: 'Log in as',
    custom: 'Someone else',
    customHint: 'Any person’s data (e.g. to try a first login).',
    givenName: 'Given name',
    familyName: 'Family name',
    pesel: 'PESEL',
    orcid: 'ORCID iD',
    email: 'E-mail address (optional)',
    submitCustom: 'Log in',
    cancel: 'Cancel login',
    other: 'Polski',
    invalid: 'Please correct: ',
    logoutTitle: 'Log out',
    logoutText: 'Log out of the identity provider?',
    logoutYes: 'Log out',
    loggedOut: 'You are logged out.',
    errorTitle: 'Login error',
    failures: 'Simulate a failure (to test the login messages)',
    failure: 'Failure',
    submitFailure: 'End the login with this failure',
    failureNames: {
      access_denied: 'Access denied (access_denied)',
      server_error: 'Authentication server error (server_error)',
      token_server_error: 'OAuth server error at the code exchange (HTTP 500)',
      token_expired: 'Expired code (invalid_grant)',
      nonce_mismatch: 'A nonce in the ID token that does not match',
    },
  },
} as const;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The pages' stylesheet, served at <issuer base>/static/pages.css (CSP: no inline style). */
export const PAGES_CSS = `body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.5rem}ul{list-style:none;padding:0}li{margin:.4rem 0}
button{font:inherit;padding:.5rem .9rem;border:2px solid #0b4f9c;background:#fff;color:#0b4f9c;border-radius:4px;cursor:pointer;text-align:left}
button:hover,button:focus{background:#0b4f9c;color:#fff}button:focus{outline:3px solid #f4b400;outline-offset:2px}
label{display:block;margin-top:.6rem}input,select{font:inherit;padding:.3rem;width:18rem;max-width:100%}
fieldset{margin-top:1.5rem;border:1px solid #767676;padding:1rem}.muted{color:#4a4a4a}.error{color:#a00000;font-weight:bold}`;

/**
 * Submits the provider's logout form at once, served at <issuer base>/static/logout.js (CSP:
 * no inline script); the button stays for browsers without JavaScript.
 */
export const LOGOUT_JS = "document.getElementById('op.logoutForm').submit();\n";

/**
 * `assets`: the path of the static files (e.g. /idp/static). The empty icon keeps a browser
 * from looking up /favicon.ico on the portal's origin, a 404 that it logs as an error.
 */
function layout(lang: Lang, title: string, body: string, assets: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="${escapeHtml(assets)}/pages.css"></head>
<body><main>${body}</main></body></html>`;
}

export function loginPage(options: {
  lang: Lang;
  kind: ProviderKind;
  action: string;
  identities: readonly DevIdentity[];
  error?: string;
  assets: string;
}): string {
  const t = TEXT[options.lang];
  const { kind, action } = options;
  const otherLang = options.lang === 'pl' ? 'en' : 'pl';
  const buttons = options.identities
    .map((identity) => {
      const id = kind === 'orcid' ? identity.orcid : identity.key;
      const name = `${identity.givenName} ${identity.familyName}`;
      const extra = kind === 'orcid' ? ` — ${identity.orcid}` : '';
      return `<li><button type="submit" name="identity" value="${escapeHtml(id ?? '')}">${escapeHtml(
        `${t.loginAs} ${name}`,
      )}<span class="muted"> (${escapeHtml(identity.description[options.lang])}${escapeHtml(extra)})</span></button></li>`;
    })
    .join('\n');
  const customFields =
    kind === 'national'
      ? `<label for="givenName">${t.givenName}</label><input id="givenName" name="givenName" required autocomplete="given-name">
<label for="familyName">${t.familyName}</label><input id="familyName" name="familyName" required autocomplete="family-name">
<label for="pesel">${t.pesel}</label><input id="pesel" name="pesel" required inputmode="numeric" pattern="[0-9]{11}">
<label for="email">${t.email}</label><input id="email" name="email" type="email" autocomplete="email">`
      : `<label for="orcid">${t.orcid}</label><input id="orcid" name="orcid" required pattern="[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{3}[0-9X]" placeholder="0000-0000-0000-0000">
<label for="givenName">${t.givenName}</label><input id="givenName" name="givenName" required autocomplete="given-name">
<label for="familyName">${t.familyName}</label><input id="familyName" name="familyName" required autocomplete="family-name">`;
  return layout(
    options.lang,
    t.title[kind],
    `<p><a href="?lang=${otherLang}" lang="${otherLang}">${t.other}</a></p>
<h1>${t.title[kind]}</h1>
<p>${t.intro}</p>
${options.error ? `<p class="error" role="alert">${t.invalid}${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}/login">
<fieldset><legend>${t.personas}</legend><ul>
${buttons}
</ul></fieldset>
</form>
<form method="post" action="${escapeHtml(action)}/custom">
<fieldset><legend>${t.custom}</legend><p class="muted">${t.customHint}</p>
${customFields}
<p><button type="submit">${t.submitCustom}</button></p></fieldset>
</form>
<form method="post" action="${escapeHtml(action)}/abort"><p><button type="submit">${t.cancel}</button></p></form>
<form method="post" action="${escapeHtml(action)}/fail">
<fieldset><legend>${t.failures}</legend>
<label for="failure">${t.failure}</label><select id="failure" name="failure">
${DEV_FAILURES.map((f) => `<option value="${f}">${escapeHtml(t.failureNames[f])}</option>`).join('')}
</select>
<p><button type="submit">${t.submitFailure}</button></p></fieldset>
</form>`,
    options.assets,
  );
}

export function logoutPage(lang: Lang, form: string, assets: string): string {
  const t = TEXT[lang];
  // The provider's form (with its xsrf field) plus logout=yes, submitted at once; the button
  // stays for browsers without JavaScript.
  const withYes = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout(
    lang,
    t.logoutTitle,
    `<h1>${t.logoutTitle}</h1><p>${t.logoutText}</p>${withYes}
<p><button autofocus type="submit" form="op.logoutForm">${t.logoutYes}</button></p>
<script src="${escapeHtml(assets)}/logout.js"></script>`,
    assets,
  );
}

export function loggedOutPage(lang: Lang, assets: string): string {
  return layout(lang, TEXT[lang].logoutTitle, `<h1>${TEXT[lang].loggedOut}</h1>`, assets);
}

export function errorPage(lang: Lang, out: Record<string, string>, assets: string): string {
  const details = Object.entries(out)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
    .join('');
  return layout(
    lang,
    TEXT[lang].errorTitle,
    `<h1>${TEXT[lang].errorTitle}</h1><dl>${details}</dl>`,
    assets,
  );
}
