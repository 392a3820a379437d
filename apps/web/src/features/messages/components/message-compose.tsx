import type { DictionaryClassification, MessageAudience, MessageBody } from '@ln/contracts';
import { MESSAGE_KINDS } from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { previewMessage, useMessagePreview } from '../api/preview-message';
import { useSendMessage } from '../api/send-message';

import './messages.css';

type Kind = (typeof MESSAGE_KINDS)[number];

/** The audience keys of the server's 400 (`audience.disciplineCodes`) shown at the audience. */
const AUDIENCE_ERROR = /^audience\b/;

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((item) => item !== value);

/**
 * Writing a message about a call for proposals or an election (MEIN_OP, AGENT): subject,
 * text, kind, and the audience by field and discipline, optionally only registered experts.
 * The recipient count is shown as the audience is chosen, and asked again in the
 * confirmation: only scientists who consented to notifications receive it.
 */
export function MessageCompose({ classification }: { classification: DictionaryClassification }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind | ''>('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [fieldCodes, setFieldCodes] = useState<string[]>([]);
  const [disciplineCodes, setDisciplineCodes] = useState<string[]>([]);
  const [expertsOnly, setExpertsOnly] = useState(false);
  const [checks, setChecks] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<{ count: number } | null>(null);
  const [counting, setCounting] = useState(false);
  const send = useSendMessage();

  const hasAudience = fieldCodes.length > 0 || disciplineCodes.length > 0;
  const audience: MessageAudience = { fieldCodes, disciplineCodes, expertsOnly };
  // Debounced by its text: a new object each render must not restart the wait.
  const audienceKey = useDebouncedValue(hasAudience ? JSON.stringify(audience) : '', 300);
  const preview = useMessagePreview(
    hasAudience && audienceKey ? (JSON.parse(audienceKey) as MessageAudience) : null,
  );

  const serverErrors = fieldErrorsOf(send.error);
  const errors: Record<string, string> = { ...serverErrors, ...checks };
  const audienceError = Object.entries(errors).find(([key]) => AUDIENCE_ERROR.test(key))?.[1];
  const limited = send.error instanceof ApiError && send.error.code === 'RATE_LIMITED';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The required fields, checked here first so the message is in the page's language; every
    // other rule (lengths) is the server's, shown under its field from the 400's list.
    const found: Record<string, string> = {};
    if (!kind) found.kind = t('MESSAGES.KIND_REQUIRED');
    if (!subject.trim()) found.subject = t('MESSAGES.REQUIRED');
    if (!body.trim()) found.body = t('MESSAGES.REQUIRED');
    if (!hasAudience) found['audience.disciplineCodes'] = t('MESSAGES.AUDIENCE_REQUIRED');
    setChecks(found);
    send.reset();
    if (Object.keys(found).length > 0) return;
    // The confirmation names the count of this moment, not the one shown while choosing.
    setCounting(true);
    try {
      const { recipientCount } = await previewMessage(audience);
      setConfirm({ count: recipientCount });
    } catch {
      // The API client has shown the failure (status page or error dialog).
    } finally {
      setCounting(false);
    }
  };

  const onConfirm = () => {
    const message: MessageBody = { kind: kind as Kind, subject, body, audience };
    send.mutate(message, {
      onSuccess: () => {
        setSubject('');
        setBody('');
      },
      onSettled: () => setConfirm(null),
    });
  };

  return (
    <form className="form message-compose" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset
        className="form-section"
        {...(errors.kind ? { 'aria-invalid': true, 'aria-describedby': 'message-kind-error' } : {})}
      >
        <legend>{t('MESSAGES.KIND_LABEL')}</legend>
        {MESSAGE_KINDS.map((value) => (
          <FormField
            key={value}
            id={`message-kind-${value}`}
            kind="checkbox"
            label={t(`MESSAGES.KIND.${value}`)}
          >
            {(control) => (
              <input
                {...control}
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
            )}
          </FormField>
        ))}
        {errors.kind ? (
          <p id="message-kind-error" className="form-field__error">
            {errors.kind}
          </p>
        ) : null}
      </fieldset>

      <FormField id="message-subject" label={t('MESSAGES.SUBJECT')} error={errors.subject}>
        {(control) => (
          <input
            {...control}
            name="subject"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="message-body" label={t('MESSAGES.BODY')} error={errors.body}>
        {(control) => (
          <textarea
            {...control}
            name="body"
            rows={8}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>

      <fieldset
        className="form-section message-compose__audience"
        aria-describedby={`message-audience-hint${audienceError ? ' message-audience-error' : ''}`}
        {...(audienceError ? { 'aria-invalid': true } : {})}
      >
        <legend>{t('MESSAGES.AUDIENCE')}</legend>
        <p id="message-audience-hint" className="message-compose__hint">
          {t('MESSAGES.AUDIENCE_HINT')}
        </p>
        <div className="message-compose__fields">
          {classification.map((field) => {
            const chosen = disciplineCodes.filter((code) =>
              field.disciplines.some((d) => d.code === code),
            ).length;
            return (
              <details
                key={field.code}
                className="message-compose__field"
                open={chosen > 0 || fieldCodes.includes(field.code) ? true : undefined}
              >
                <summary>
                  {field.label}
                  {chosen > 0 || fieldCodes.includes(field.code) ? (
                    <span className="message-compose__chosen">
                      {' '}
                      {fieldCodes.includes(field.code)
                        ? t('MESSAGES.WHOLE_FIELD_CHOSEN')
                        : t('MESSAGES.CHOSEN', { chosen })}
                    </span>
                  ) : null}
                </summary>
                <FormField
                  id={`message-field-${field.code}`}
                  kind="checkbox"
                  label={t('MESSAGES.WHOLE_FIELD', { field: field.label })}
                >
                  {(control) => (
                    <input
                      {...control}
                      type="checkbox"
                      checked={fieldCodes.includes(field.code)}
                      onChange={(event) =>
                        setFieldCodes((list) => toggle(list, field.code, event.target.checked))
                      }
                    />
                  )}
                </FormField>
                {field.disciplines.map((discipline) => (
                  <FormField
                    key={discipline.code}
                    id={`message-discipline-${discipline.code}`}
                    kind="checkbox"
                    label={discipline.label}
                    className="message-compose__discipline"
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="checkbox"
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
              </details>
            );
          })}
        </div>
        <FormField id="message-experts-only" kind="checkbox" label={t('MESSAGES.EXPERTS_ONLY')}>
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={expertsOnly}
              onChange={(event) => setExpertsOnly(event.target.checked)}
            />
          )}
        </FormField>
        {audienceError ? (
          <p id="message-audience-error" className="form-field__error">
            {audienceError}
          </p>
        ) : null}
        <p className="message-compose__count" role="status">
          {!hasAudience
            ? t('MESSAGES.COUNT_NONE')
            : preview.data && !preview.isFetching
              ? t('MESSAGES.COUNT', { recipients: preview.data.recipientCount })
              : t('MESSAGES.COUNTING')}
        </p>
      </fieldset>

      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={counting || send.isPending}
        >
          {t('MESSAGES.SEND')}
        </button>
      </div>
      <div role="status" className="message-compose__feedback">
        {send.isSuccess ? (
          <p className="notice notice--success">
            {t('MESSAGES.SENT', { recipients: send.data.recipientCount })}
          </p>
        ) : null}
        {limited ? <p className="notice notice--error">{t('MESSAGES.RATE_LIMITED')}</p> : null}
        {(send.isError && !limited) || Object.keys(checks).length > 0 ? (
          <p className="notice notice--error">{t('MESSAGES.SEND_FAILED')}</p>
        ) : null}
      </div>

      {confirm ? (
        <Dialog
          title={t('MESSAGES.CONFIRM_TITLE')}
          onDismiss={() => setConfirm(null)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setConfirm(null)}>
                {t('MESSAGES.CONFIRM_CANCEL')}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={send.isPending || confirm.count === 0}
                onClick={onConfirm}
              >
                {t('MESSAGES.CONFIRM_SEND')}
              </button>
            </>
          }
        >
          <p>
            {confirm.count === 0
              ? t('MESSAGES.CONFIRM_NOBODY')
              : t('MESSAGES.CONFIRM_TEXT', { recipients: confirm.count, subject: subject.trim() })}
          </p>
        </Dialog>
      ) : null}
    </form>
  );
}
