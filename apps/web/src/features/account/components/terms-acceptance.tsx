import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../../../components/ui/spinner';
import { isEnglish, localeOf } from '../../../lib/display-names';
import { formatDate } from '../../../lib/format-date';
import { useAcceptTerms } from '../api/accept-terms';
import { useTerms, useTermsAcceptance } from '../api/get-terms';
import { DeleteAccountForm } from './delete-account-form';
import { LoadError } from '../../../components/ui/query-state';

/**
 * The terms of use in the reader's language (accounts-and-platform §2 "Terms acceptance", §4):
 * an account that has not accepted the current revision accepts it here or declines, which
 * means deleting the account. An account that accepted may withdraw (the same deletion). A
 * visitor without a session just reads them.
 */
export function TermsAcceptance({
  modified,
  onAccepted,
  onDeleted,
}: {
  /** `?modified=1`: the account accepted an earlier revision (§8). */
  modified: boolean;
  onAccepted: () => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const terms = useTerms();
  // 401 for a visitor without a session: then there is nothing to accept.
  const acceptance = useTermsAcceptance(true);
  const accept = useAcceptTerms();
  const [declining, setDeclining] = useState(false);

  if (terms.isPending) return <Spinner block />;
  if (terms.isError) {
    return <LoadError message={t('TERMS_PAGE.LOAD_ERROR')} onRetry={() => void terms.refetch()} />;
  }

  const text = isEnglish(locale) ? terms.data.textEn : terms.data.textPl;
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  const state = acceptance.data;
  const pending = state ? state.acceptedVersion !== state.currentVersion : false;

  return (
    <div className="terms">
      {state && pending ? (
        <p className="notice notice--info">
          {modified || state.changed ? t('STATUS.TERMS.MODIFIED') : t('STATUS.TERMS.MESSAGE')}
        </p>
      ) : null}
      <p className="terms__version">
        {t('TERMS_PAGE.VERSION', {
          version: terms.data.version,
          date: formatDate(terms.data.publishedAt, locale),
        })}
      </p>
      <article
        className="terms__text"
        aria-label={t('TERMS_PAGE.TEXT_LABEL')}
        // A long text: scrollable by keyboard too.
        tabIndex={0}
      >
        {paragraphs.length === 0 ? (
          <p>{t('TERMS_PAGE.EMPTY')}</p>
        ) : (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        )}
      </article>

      {state && !pending && state.acceptedAt ? (
        <p className="terms__accepted">
          {t('TERMS_PAGE.ACCEPTED_ON', {
            version: state.acceptedVersion,
            date: formatDate(state.acceptedAt, locale),
          })}
        </p>
      ) : null}

      {state && !declining ? (
        <div className="form__actions">
          {pending ? (
            <button
              type="button"
              className="button button--primary"
              disabled={accept.isPending}
              onClick={() => accept.mutate(terms.data.version, { onSuccess: onAccepted })}
            >
              {t('TERMS_PAGE.ACCEPT')}
            </button>
          ) : null}
          <button type="button" className="button" onClick={() => setDeclining(true)}>
            {pending ? t('TERMS_PAGE.DECLINE') : t('TERMS_PAGE.WITHDRAW')}
          </button>
        </div>
      ) : null}
      {accept.isError ? (
        <p className="form__error" role="alert">
          {t('TERMS_PAGE.ACCEPT_FAILED')}
        </p>
      ) : null}

      {state && declining ? (
        <section className="terms__decline" aria-labelledby="terms-decline-title">
          <h2 id="terms-decline-title">{t('TERMS_PAGE.DECLINE_TITLE')}</h2>
          <p>{t('TERMS_PAGE.DECLINE_EXPLANATION')}</p>
          <DeleteAccountForm
            via="terms"
            onDeleted={onDeleted}
            onCancel={() => setDeclining(false)}
          />
        </section>
      ) : null}
    </div>
  );
}
