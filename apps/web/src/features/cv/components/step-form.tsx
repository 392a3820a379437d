import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One wizard step: its heading, its fields and one button that saves the step with its own
 * call and goes on. A failed save stays on the step with the server's field errors.
 */
export function StepForm({
  title,
  intro,
  pending,
  failed,
  onSave,
  children,
}: {
  title: string;
  intro?: string;
  pending: boolean;
  failed: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form className="cv-step" noValidate onSubmit={submit} aria-labelledby="cv-step-title">
      <h2 id="cv-step-title" className="cv-step__title" tabIndex={-1}>
        {title}
      </h2>
      {intro ? <p className="cv-step__intro">{intro}</p> : null}
      {children}
      {failed ? (
        <p className="cv-step__error" role="alert">
          {t('CV.SAVE_FAILED')}
        </p>
      ) : null}
      <div className="cv-step__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('CV.SAVING') : t('CV.SAVE_AND_NEXT')}
        </button>
      </div>
    </form>
  );
}
