import {
  EXPERT_CONSENT_ENTITIES,
  type ExpertConsentEntity,
  type ExpertRegistration,
} from '@ln/contracts';
import type { Locale } from '@ln/i18n';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { localeOf } from '../../../lib/display-names';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format-date';
import { useEndExpertRegistration } from '../api/end-expert-registration';
import { useExpertRegistration } from '../api/get-expert-registration';
import { useGiveExpertStatement } from '../api/give-expert-statement';
import { useSaveExpertRegistration } from '../api/save-expert-registration';

import './experts.css';

/**
 * The expert registration screen (JSDE, accounts-and-platform §3–§5): its state, the three
 * consents with their explanations, the contact channel, disciplines and keywords (prefilled
 * from the profile), the contests with their statements, and the consent history.
 */
export function ExpertRegistrationScreen() {
  const { t } = useTranslation();
  const query = useExpertRegistration();
  if (query.isPending) return <Spinner block />;
  if (query.isError) {
    return <LoadError message={t('EXPERTS.LOAD_ERROR')} onRetry={() => void query.refetch()} />;
  }
  // A new status (joined, ended) starts the form again from the server's values.
  return <RegistrationView key={query.data.status} registration={query.data} />;
}

function RegistrationView({ registration }: { registration: ExpertRegistration }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const active = registration.status === 'ACTIVE';
  return (
    <div className="experts">
      <section className="experts__state" aria-labelledby="experts-state-title">
        <h2 id="experts-state-title">{t('EXPERTS.STATE_TITLE')}</h2>
        <p className={`experts__status experts__status--${registration.status.toLowerCase()}`}>
          {t(`EXPERTS.STATE.${registration.status}`, {
            date: formatDate(
              (active ? registration.registeredAt : registration.endedAt) ?? '',
              locale,
            ),
          })}
        </p>
      </section>
      <RegistrationForm registration={registration} />
      {active ? <Contests registration={registration} locale={locale} /> : null}
      <History registration={registration} locale={locale} />
    </div>
  );
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function RegistrationForm({ registration }: { registration: ExpertRegistration }) {
  const { t } = useTranslation();
  const active = registration.status === 'ACTIVE';
  // Before the first registration (and after its end) the form starts from the profile.
  const start = active ? registration : registration.prefill;
  const [consents, setConsents] = useState<ExpertConsentEntity[]>(
    registration.consents.filter((c) => c.given).map((c) => c.entity),
  );
  const [email, setEmail] = useState(start.email ?? '');
  const [phone, setPhone] = useState(start.phone ?? '');
  const choices = [...registration.disciplines];
  for (const d of registration.prefill.disciplines) {
    if (!choices.some((c) => c.code === d.code)) choices.push(d);
  }
  const [disciplineCodes, setDisciplineCodes] = useState<string[]>(
    start.disciplines.map((d) => d.code),
  );
  const [keywords, setKeywords] = useState(start.keywords.join('\n'));
  const [confirming, setConfirming] = useState(false);
  const save = useSaveExpertRegistration();
  const end = useEndExpertRegistration();
  const [checks, setChecks] = useState<Record<string, string>>({});
  const errors = { ...fieldErrorsOf(save.error), ...checks };
  const given = registration.consents.filter((c) => c.given).map((c) => c.entity);

  const toggle = <T,>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Withdrawing every consent ends the registration: that needs its confirmation (§4).
    if (active && consents.length === 0) {
      setConfirming(true);
      return;
    }
    // The rules of §5, checked here first so the message is in the page's language.
    const found: Record<string, string> = {};
    if (consents.length === 0) found.consents = t('EXPERTS.CONSENT_REQUIRED');
    if (!email.trim() && !phone.trim()) {
      found.email = t('EXPERTS.CONTACT_REQUIRED');
      found.phone = t('EXPERTS.CONTACT_REQUIRED');
    }
    setChecks(found);
    if (Object.keys(found).length > 0) {
      save.reset();
      return;
    }
    save.mutate({
      consents: EXPERT_CONSENT_ENTITIES.filter((e) => consents.includes(e)),
      email: email.trim() || null,
      phone: phone.trim() || null,
      disciplineCodes,
      keywords: linesOf(keywords),
    });
  };

  return (
    <section className="experts__section" aria-labelledby="experts-form-title">
      <h2 id="experts-form-title">{t('EXPERTS.FORM_TITLE')}</h2>
      <form className="form experts__form" noValidate onSubmit={onSubmit}>
        <fieldset
          className="form-section"
          aria-describedby="experts-consents-hint"
          {...(errors.consents ? { 'aria-invalid': true } : {})}
        >
          <legend>{t('EXPERTS.CONSENTS')}</legend>
          <p id="experts-consents-hint" className="experts__hint">
            {t('EXPERTS.CONSENTS_HINT')}
          </p>
          {EXPERT_CONSENT_ENTITIES.map((entity) => (
            <FormField
              key={entity}
              id={`expert-consent-${entity}`}
              kind="checkbox"
              label={t(`EXPERTS.ENTITY.${entity}`)}
              hint={t(`EXPERTS.ENTITY_HINT.${entity}`)}
            >
              {(control) => (
                <input
                  {...control}
                  type="checkbox"
                  name="consents"
                  value={entity}
                  checked={consents.includes(entity)}
                  onChange={(event) =>
                    setConsents((list) => toggle(list, entity, event.target.checked))
                  }
                />
              )}
            </FormField>
          ))}
          {errors.consents ? (
            <p className="form-field__error" role="alert">
              {errors.consents}
            </p>
          ) : null}
        </fieldset>

        <fieldset className="form-section" aria-describedby="experts-contact-hint">
          <legend>{t('EXPERTS.CONTACT')}</legend>
          <p id="experts-contact-hint" className="experts__hint">
            {t('EXPERTS.CONTACT_HINT')}
          </p>
          <div className="experts__grid">
            <FormField id="expert-email" label={t('EXPERTS.EMAIL')} error={errors.email}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </FormField>
            <FormField id="expert-phone" label={t('EXPERTS.PHONE')} error={errors.phone}>
              {(control) => (
                <input
                  {...control}
                  type="tel"
                  name="phone"
                  autoComplete="tel"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                />
              )}
            </FormField>
          </div>
        </fieldset>

        <fieldset className="form-section" aria-describedby="experts-disciplines-hint">
          <legend>{t('EXPERTS.DISCIPLINES')}</legend>
          <p id="experts-disciplines-hint" className="experts__hint">
            {choices.length > 0 ? t('EXPERTS.DISCIPLINES_HINT') : t('EXPERTS.NO_DISCIPLINES')}
          </p>
          {choices.map((discipline) => (
            <FormField
              key={discipline.code}
              id={`expert-discipline-${discipline.code}`}
              kind="checkbox"
              label={discipline.label}
            >
              {(control) => (
                <input
                  {...control}
                  type="checkbox"
                  name="disciplineCodes"
                  value={discipline.code}
                  checked={disciplineCodes.includes(discipline.code)}
                  onChange={(event) =>
                    setDisciplineCodes((list) =>
                      toggle(list, discipline.code, event.target.checked),
                    )
                  }
                />
              )}
            </FormField>
          ))}
        </fieldset>

        <FormField
          id="expert-keywords"
          label={t('EXPERTS.KEYWORDS')}
          hint={t('EXPERTS.KEYWORDS_HINT')}
          error={
            Object.entries(errors).find(([key]) => key.startsWith('keywords'))?.[1] ?? undefined
          }
        >
          {(control) => (
            <textarea
              {...control}
              name="keywords"
              rows={4}
              value={keywords}
              onChange={(event) => setKeywords(event.target.value)}
            />
          )}
        </FormField>

        <div className="form__actions experts__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending
              ? t('EXPERTS.SAVING')
              : active
                ? t('EXPERTS.SAVE')
                : t('EXPERTS.REGISTER')}
          </button>
          {active ? (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              {t('EXPERTS.END')}
            </button>
          ) : null}
        </div>
        <div role="status" className="experts__feedback">
          {save.isSuccess ? <p className="notice notice--success">{t('EXPERTS.SAVED')}</p> : null}
          {save.isError || Object.keys(checks).length > 0 ? (
            <p className="notice notice--error">{t('EXPERTS.SAVE_FAILED')}</p>
          ) : null}
        </div>
      </form>
      {confirming ? (
        <Dialog
          title={t('EXPERTS.END_TITLE')}
          onDismiss={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('EXPERTS.END_CANCEL')}
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={end.isPending}
                onClick={() => end.mutate(given, { onSettled: () => setConfirming(false) })}
              >
                {t('EXPERTS.END_CONFIRM')}
              </button>
            </>
          }
        >
          <p>{t('EXPERTS.END_EXPLANATION')}</p>
        </Dialog>
      ) : null}
    </section>
  );
}

function Contests({ registration, locale }: { registration: ExpertRegistration; locale: Locale }) {
  const { t } = useTranslation();
  const give = useGiveExpertStatement();
  const contestName = (id: string | null) =>
    registration.contests.find((c) => c.contestId === id)?.name ?? '';
  return (
    <section className="experts__section" aria-labelledby="experts-contests-title">
      <h2 id="experts-contests-title">{t('EXPERTS.CONTESTS')}</h2>
      <p className="experts__hint">{t('EXPERTS.CONTESTS_HINT')}</p>
      {give.isError ? (
        <p className="notice notice--error" role="alert">
          {t('EXPERTS.STATEMENT_FAILED')}
        </p>
      ) : null}
      <div className="experts__contests">
        {registration.contests.map((contest) => (
          <section
            key={contest.contestId}
            className="experts__contest"
            aria-labelledby={`contest-${contest.contestId}`}
          >
            <h3 id={`contest-${contest.contestId}`}>{contest.name}</h3>
            <ul className="experts__statements">
              {contest.statements.map((statement) => {
                const textId = `statement-${contest.contestId}-${statement.code}`;
                const stale = statement.given && (statement.givenVersion ?? 0) < statement.version;
                return (
                  <li key={statement.code} className="experts__statement">
                    <p id={textId}>{statement.text}</p>
                    {statement.given ? (
                      <p className="experts__given">
                        <span className="badge experts__badge">
                          {t('EXPERTS.GIVEN_ON', {
                            date: formatDate(statement.givenAt ?? '', locale),
                          })}
                        </span>
                        {statement.givenInContestId &&
                        statement.givenInContestId !== contest.contestId ? (
                          <span className="experts__carried">
                            {t('EXPERTS.CARRIED_FROM', {
                              contest: contestName(statement.givenInContestId),
                            })}
                          </span>
                        ) : null}
                      </p>
                    ) : null}
                    {stale ? <p className="experts__hint">{t('EXPERTS.TEXT_CHANGED')}</p> : null}
                    {!statement.given || stale ? (
                      <button
                        type="button"
                        className="button"
                        aria-describedby={textId}
                        disabled={give.isPending}
                        onClick={() =>
                          give.mutate({
                            statementCode: statement.code,
                            contestId: contest.contestId,
                            version: statement.version,
                          })
                        }
                      >
                        {stale ? t('EXPERTS.GIVE_AGAIN') : t('EXPERTS.GIVE_STATEMENT')}
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

function History({ registration, locale }: { registration: ExpertRegistration; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <section className="experts__section" aria-labelledby="experts-history-title">
      <h2 id="experts-history-title">{t('EXPERTS.HISTORY')}</h2>
      {registration.history.length === 0 ? (
        <p className="empty-state">{t('EXPERTS.HISTORY_EMPTY')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table experts__history">
            <thead>
              <tr>
                <th scope="col">{t('EXPERTS.HISTORY_DATE')}</th>
                <th scope="col">{t('EXPERTS.HISTORY_ENTITY')}</th>
                <th scope="col">{t('EXPERTS.HISTORY_ACTION')}</th>
              </tr>
            </thead>
            <tbody>
              {[...registration.history].reverse().map((event, i) => (
                <tr key={`${event.at}-${event.entity}-${i}`}>
                  <td>
                    <time dateTime={event.at}>
                      {formatDate(event.at, locale)}{' '}
                      {new Date(event.at).toLocaleTimeString(locale, {
                        hour: '2-digit',
                        minute: '2-digit',
                      })}
                    </time>
                  </td>
                  <td>{t(`EXPERTS.ENTITY.${event.entity}`)}</td>
                  <td>{t(`EXPERTS.ACTION.${event.action}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
