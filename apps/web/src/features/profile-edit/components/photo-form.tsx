import type { PersonDetails } from '@ln/contracts';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@ln/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useDeleteMainImage } from '../api/delete-main-image';
import { useUploadMainImage } from '../api/upload-main-image';
import { EditSection } from './edit-section';
import { Icon } from '../../../components/ui/icon';

const TYPE_NAMES = 'JPEG, PNG, WebP';
const MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

/** The type and size checked before sending (the server checks the content again). */
function checkFile(file: File): 'type' | 'size' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

/** A blob: URL of the chosen file while it is shown, revoked after. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The photo: choose, preview, upload; delete after a confirmation dialog. */
export function PhotoForm({ profileId, person }: { profileId: string; person: PersonDetails }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<'type' | 'size' | 'missing' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const preview = usePreview(file);
  const upload = useUploadMainImage(profileId);
  const remove = useDeleteMainImage(profileId);
  const serverError = fieldErrorsOf(upload.error).file;
  const current = person.file
    ? `data:image/${person.file.name.endsWith('.webp') ? 'webp' : 'jpeg'};base64,${person.file.content}`
    : null;
  const shown = preview ?? current;
  const error =
    problem === 'type'
      ? t('PROFILE_EDIT.PHOTO_TYPE_ERROR', { types: TYPE_NAMES })
      : problem === 'size'
        ? t('PROFILE_EDIT.PHOTO_SIZE_ERROR', { size: MAX_MB })
        : problem === 'missing'
          ? t('PROFILE_EDIT.PHOTO_MISSING')
          : serverError;

  return (
    <EditSection
      id="edit-photo"
      title={t('PROFILE_EDIT.PHOTO_TITLE')}
      pending={upload.isPending}
      saveLabel={t('PROFILE_EDIT.PHOTO_UPLOAD')}
      onSubmit={() => {
        if (!file) {
          setProblem('missing');
          return;
        }
        upload.mutate(file, {
          onSuccess: () => {
            setFile(null);
            setInputKey((k) => k + 1);
          },
        });
      }}
    >
      <div className="edit-photo">
        {shown ? (
          <img
            className="edit-photo__image"
            src={shown}
            alt={preview ? t('PROFILE_EDIT.PHOTO_PREVIEW') : t('PROFILE_EDIT.PHOTO_CURRENT')}
            width={120}
            height={120}
          />
        ) : (
          <span className="edit-photo__image edit-photo__image--empty">
            {t('PROFILE_EDIT.PHOTO_NONE')}
          </span>
        )}
        <div className="edit-photo__controls">
          <FormField
            id="edit-photo-file"
            label={
              <>
                <Icon name="folder_open" />
                {t('PROFILE_EDIT.PHOTO_CHOOSE')}
              </>
            }
            hint={t('PROFILE_EDIT.PHOTO_HINT', { types: TYPE_NAMES, size: MAX_MB })}
            error={error}
          >
            {(control) => (
              <input
                {...control}
                key={inputKey}
                type="file"
                name="file"
                accept={PHOTO_TYPES.join(',')}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  upload.reset();
                  const check = chosen ? checkFile(chosen) : null;
                  setProblem(check);
                  setFile(check ? null : chosen);
                }}
              />
            )}
          </FormField>
          {person.file ? (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              <Icon name="delete" />
              {t('PROFILE_EDIT.PHOTO_DELETE')}
            </button>
          ) : null}
        </div>
      </div>
      {confirming ? (
        <Dialog
          title={t('PROFILE_EDIT.PHOTO_DELETE_TITLE')}
          onDismiss={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('PROFILE_EDIT.CANCEL')}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
              >
                {t('PROFILE_EDIT.PHOTO_DELETE_CONFIRM')}
              </button>
            </>
          }
        >
          <p>{t('PROFILE_EDIT.PHOTO_DELETE_MESSAGE')}</p>
        </Dialog>
      ) : null}
    </EditSection>
  );
}
