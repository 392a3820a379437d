import type { PublicationShort } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Switch } from '../../../components/ui/switch';
import { useAlerts } from '../../../lib/alerts';
import { useSetPublicationVisibility } from '../api/owner-publication';

/**
 * The owner's publications, hidden ones marked, each with its public switch; a selection hides
 * or shows several at once (one call each: each is its own audited write).
 */
export function OwnerPublicationList({
  profileId,
  publications,
  detailHref,
}: {
  profileId: string;
  publications: readonly PublicationShort[];
  detailHref: (publicationId: string) => string;
}) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const visibility = useSetPublicationVisibility(profileId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const bulk = async (publiclyVisible: boolean) => {
    setBusy(true);
    try {
      const ids = [...selected];
      for (const publicationId of ids)
        await visibility.mutateAsync({ publicationId, body: { publiclyVisible } });
      setSelected(new Set());
      alerts.show({
        severity: 'success',
        message: t('OWNER_PUBLICATIONS.BULK_DONE', { count: ids.length }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div
        className="owner-publications__bulk"
        role="group"
        aria-label={t('OWNER_PUBLICATIONS.SELECTED', { count: selected.size })}
      >
        <span aria-live="polite">{t('OWNER_PUBLICATIONS.SELECTED', { count: selected.size })}</span>
        <button
          type="button"
          className="button"
          disabled={selected.size === 0 || busy}
          onClick={() => void bulk(false)}
        >
          {t('OWNER_PUBLICATIONS.HIDE_SELECTED')}
        </button>
        <button
          type="button"
          className="button"
          disabled={selected.size === 0 || busy}
          onClick={() => void bulk(true)}
        >
          {t('OWNER_PUBLICATIONS.SHOW_SELECTED')}
        </button>
      </div>
      <ul className="item-list owner-publications__list">
        {publications.map((publication) => (
          <li
            key={publication.publicationId}
            className={`item-list__item owner-publications__item${publication.visibility ? '' : ' owner-publications__item--hidden'}`}
          >
            <input
              type="checkbox"
              className="owner-publications__select"
              aria-label={t('OWNER_PUBLICATIONS.SELECT', { title: publication.title })}
              checked={selected.has(publication.publicationId)}
              onChange={(event) => toggle(publication.publicationId, event.target.checked)}
            />
            <div className="owner-publications__text">
              <span className="item-list__title">
                <Link to={detailHref(publication.publicationId)}>{publication.title}</Link>
                {publication.visibility ? null : (
                  <span className="badge">{t('OWNER_PUBLICATIONS.HIDDEN_BADGE')}</span>
                )}
              </span>
              <span className="item-list__meta">
                {publication.publicationTypeLabel}
                {publication.year ? ` · ${publication.year}` : ''}
              </span>
            </div>
            <Switch
              label={t('OWNER_PUBLICATIONS.PUBLIC_SWITCH', { title: publication.title })}
              checked={publication.visibility}
              disabled={busy || visibility.isPending}
              onChange={(publiclyVisible) =>
                visibility.mutate({
                  publicationId: publication.publicationId,
                  body: { publiclyVisible },
                })
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}
