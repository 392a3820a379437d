import type { PersonDetails } from '@ln/contracts';
import { OTHER_LINKS_MAX } from '@ln/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useUpdateMyProfiles } from '../api/update-my-profiles';
import { EditSection } from './edit-section';

const NAMED = [
  'googleScholar',
  'linkedIn',
  'researchGate',
  'scopus',
  'webOfScience',
  'wikipedia',
  'bwnp',
] as const;
type Named = (typeof NAMED)[number];

interface OtherRow {
  key: number;
  portalName: string;
  link: string;
}

/** Links to other portals: the named ones and any number of others (accounts §5). */
export function LinksForm({ profileId, person }: { profileId: string; person: PersonDetails }) {
  const { t } = useTranslation();
  const links = person.profileLinks;
  const [named, setNamed] = useState<Record<Named, string>>(
    () => Object.fromEntries(NAMED.map((key) => [key, links[key] ?? ''])) as Record<Named, string>,
  );
  const nextKey = useRef(0);
  const toRows = (list: PersonDetails['profileLinks']['others']): OtherRow[] =>
    list.map((o) => ({ key: nextKey.current++, portalName: o.portalName ?? '', link: o.link }));
  const [others, setOthers] = useState<OtherRow[]>(() => toRows(links.others));
  const save = useUpdateMyProfiles(profileId);
  const errors = fieldErrorsOf(save.error);
  const update = (key: number, change: Partial<OtherRow>) =>
    setOthers((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <EditSection
      id="edit-links"
      title={t('PROFILE_EDIT.LINKS_TITLE')}
      pending={save.isPending}
      onSubmit={() => {
        const sent = others;
        save.mutate(
          {
            ...(Object.fromEntries(NAMED.map((key) => [key, named[key].trim() || null])) as Record<
              Named,
              string | null
            >),
            others: sent.map((o) => ({
              portalName: o.portalName.trim() || null,
              link: o.link.trim(),
            })),
          },
          // The rows the server kept (empty ones are dropped, accounts §5), unless the owner
          // changed the rows while the save was on its way: their typing is kept.
          {
            onSuccess: (saved) =>
              setOthers((rows) => (rows === sent ? toRows(saved.profileLinks.others) : rows)),
          },
        );
      }}
    >
      <p className="edit-section__hint">{t('PROFILE_EDIT.LINKS_HINT')}</p>
      <div className="edit-grid">
        {NAMED.map((key) => (
          <FormField
            key={key}
            id={`edit-link-${key}`}
            label={t(`PROFILE_EDIT.LINK.${key}`)}
            error={errors[key]}
          >
            {(control) => (
              <input
                {...control}
                type="url"
                name={key}
                inputMode="url"
                placeholder="https://"
                value={named[key]}
                onChange={(event) => setNamed((v) => ({ ...v, [key]: event.target.value }))}
              />
            )}
          </FormField>
        ))}
      </div>
      <fieldset className="edit-fieldset">
        <legend>{t('PROFILE_EDIT.OTHER_LINKS')}</legend>
        {others.length === 0 ? <p>{t('PROFILE_EDIT.OTHER_LINKS_EMPTY')}</p> : null}
        {others.map((row, index) => (
          <div key={row.key} className="edit-row">
            <FormField
              id={`edit-other-${row.key}-name`}
              label={t('PROFILE_EDIT.PORTAL_NAME', { number: index + 1 })}
              error={errors[`others.${index}.portalName`]}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={row.portalName}
                  onChange={(event) => update(row.key, { portalName: event.target.value })}
                />
              )}
            </FormField>
            <FormField
              id={`edit-other-${row.key}-link`}
              label={t('PROFILE_EDIT.PORTAL_LINK', { number: index + 1 })}
              error={errors[`others.${index}.link`]}
            >
              {(control) => (
                <input
                  {...control}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={row.link}
                  onChange={(event) => update(row.key, { link: event.target.value })}
                />
              )}
            </FormField>
            <button
              type="button"
              className="link-button edit-row__remove"
              onClick={() => setOthers((rows) => rows.filter((r) => r.key !== row.key))}
            >
              {t('PROFILE_EDIT.REMOVE_LINK', { number: index + 1 })}
            </button>
          </div>
        ))}
        {errors.others ? <p className="form-field__error">{errors.others}</p> : null}
        <button
          type="button"
          className="button"
          disabled={others.length >= OTHER_LINKS_MAX}
          onClick={() =>
            setOthers((rows) => [...rows, { key: nextKey.current++, portalName: '', link: '' }])
          }
        >
          {t('PROFILE_EDIT.ADD_LINK')}
        </button>
      </fieldset>
    </EditSection>
  );
}
