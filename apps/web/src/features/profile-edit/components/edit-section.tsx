import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One section of the edit page: a titled form with its save button. `onSubmit` gets the
 * event already stopped; `pending` disables the button while the save runs.
 */
export function EditSection({
  id,
  title,
  onSubmit,
  pending,
  children,
  saveLabel,
}: {
  id: string;
  title: string;
  onSubmit: () => void;
  pending: boolean;
  children: ReactNode;
  saveLabel?: string;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="edit-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="edit-section__title">
        {title}
      </h2>
      <form className="edit-section__form" noValidate onSubmit={submit}>
        {children}
        <div className="edit-section__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t('PROFILE_EDIT.SAVING') : (saveLabel ?? t('PROFILE_EDIT.SAVE'))}
          </button>
        </div>
      </form>
    </section>
  );
}
