import type { IdentityProvider } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import { loginHref } from '../session';

import './login-choice.css';

const PROVIDERS = [
  {
    provider: 'national',
    title: 'LOGIN.NATIONAL.TITLE',
    description: 'LOGIN.NATIONAL.DESCRIPTION',
    action: 'LOGIN.NATIONAL.ACTION',
  },
  {
    provider: 'orcid',
    title: 'LOGIN.ORCID.TITLE',
    description: 'LOGIN.ORCID.DESCRIPTION',
    action: 'LOGIN.ORCID.ACTION',
  },
] as const satisfies readonly { provider: IdentityProvider; [text: string]: string }[];

/**
 * The two ways in (accounts-and-platform §1): the national login node and ORCID. Plain links to
 * users-api's login start, which redirects to the provider and, after the login, to `returnTo`.
 */
export function LoginChoice({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <ul className="login-choice">
      {PROVIDERS.map((option) => (
        <li key={option.provider} className="login-choice__option">
          <h2>{t(option.title)}</h2>
          <p>{t(option.description)}</p>
          <a className="button button--primary" href={loginHref(returnTo, option.provider)}>
            {t(option.action)}
          </a>
        </li>
      ))}
    </ul>
  );
}
