import type { OwnerPublication, PublicationRecord, PublicationVersionKind } from '@ln/contracts';
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { Dialog } from '../../../components/ui/dialog';
import { Switch } from '../../../components/ui/switch';
import { useAlerts, withAlert } from '../../../lib/alerts';
import { useDeleteOwnVersion, useSetPublicationVisibility } from '../api/owner-publication';

type Version = OwnerPublication['versions'][number];

/** The public sees the first visible version in this order (decision 019). */
const ORDER: readonly PublicationVersionKind[] = ['OPI', 'PBN', 'AUTHOR_LN', 'AUTHOR'];
const LABELS = {
  OPI: 'OWNER_PUBLICATIONS.VERSION_OPI',
  PBN: 'OWNER_PUBLICATIONS.VERSION_PBN',
  AUTHOR_LN: 'OWNER_PUBLICATIONS.VERSION_AUTHOR_LN',
  AUTHOR: 'OWNER_PUBLICATIONS.VERSION_AUTHOR',
} as const satisfies Record<PublicationVersionKind, string>;
const FLAGS = {
  OPI: 'opiPublicationVisible',
  PBN: 'pbnPublicationVisible',
  AUTHOR_LN: 'authorLNPublicationVisible',
  AUTHOR: 'authorPublicationVisible',
} as const satisfies Record<PublicationVersionKind, string>;

/**
 * The owner's publication details (accounts-and-platform §2 "Publication details tabs"): the
 * whole publication's switch, which version the public sees and why, and a tab per version
 * (recommended, PBN, LN, mine) with its own switch. `renderRecord` shows a version's record.
 */
export function OwnerPublicationDetails({
  profileId,
  publication,
  editHref,
  listHref,
  renderRecord,
}: {
  profileId: string;
  publication: OwnerPublication;
  editHref: string;
  listHref: string;
  renderRecord: (record: PublicationRecord) => ReactNode;
}) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const visibility = useSetPublicationVisibility(profileId);
  const remove = useDeleteOwnVersion(profileId, publication.publicationId);
  const [confirming, setConfirming] = useState(false);
  const baseId = useId();
  const tabRefs = useRef(new Map<PublicationVersionKind, HTMLButtonElement>());

  const versions = ORDER.map((kind) => publication.versions.find((v) => v.kind === kind));
  const tabs = ORDER.filter((kind, i) => versions[i] !== undefined || kind === 'AUTHOR');
  const [selected, setSelected] = useState<PublicationVersionKind>(tabs[0] ?? 'AUTHOR');
  const current: Version | undefined = publication.versions.find((v) => v.kind === selected);
  const { publicVersion, publiclyVisible } = publication.visibility;
  const busy = visibility.isPending || remove.isPending;

  const set = (body: Parameters<typeof visibility.mutate>[0]['body']) =>
    visibility.mutate({ publicationId: publication.publicationId, body });

  /** Shows this version: it on, every version before it off (the public sees the first). */
  const makePublic = (kind: PublicationVersionKind) => {
    const body: Record<string, boolean> = { [FLAGS[kind]]: true, publiclyVisible: true };
    for (const before of ORDER.slice(0, ORDER.indexOf(kind)))
      if (publication.versions.some((v) => v.kind === before)) body[FLAGS[before]] = false;
    set(body);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const kind = tabs[(target + tabs.length) % tabs.length]!;
    setSelected(kind);
    tabRefs.current.get(kind)?.focus();
  };

  const status = !publiclyVisible
    ? t('OWNER_PUBLICATIONS.WHY_HIDDEN')
    : publicVersion
      ? `${t('OWNER_PUBLICATIONS.PUBLIC_SEES', { version: t(LABELS[publicVersion]) })} ${t('OWNER_PUBLICATIONS.WHY_FIRST')}`
      : t('OWNER_PUBLICATIONS.WHY_NONE');

  return (
    <div className="owner-publication">
      <div className="owner-publication__whole">
        <Switch
          label={t('OWNER_PUBLICATIONS.WHOLE_SWITCH')}
          checked={publiclyVisible}
          disabled={busy}
          onChange={(on) => set({ publiclyVisible: on })}
        />
        <span aria-hidden="true">{t('OWNER_PUBLICATIONS.WHOLE_SWITCH')}</span>
      </div>
      <p className="owner-publication__status" role="status">
        {status}
      </p>
      <div className="version-tabs">
        <div role="tablist" aria-label={t('PUBLICATION.VERSIONS')} className="version-tabs__list">
          {tabs.map((kind, index) => (
            <button
              key={kind}
              ref={(element) => {
                if (element) tabRefs.current.set(kind, element);
                else tabRefs.current.delete(kind);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${kind}`}
              aria-selected={kind === selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={kind === selected ? 0 : -1}
              className="version-tabs__tab"
              onClick={() => setSelected(kind)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(LABELS[kind])}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${selected}`}
          tabIndex={0}
          className="version-tabs__panel"
        >
          {current ? (
            <>
              <div className="owner-publication__version-bar">
                <Switch
                  label={`${t('OWNER_PUBLICATIONS.VERSION_SWITCH')}: ${t(LABELS[selected])}`}
                  checked={current.isVisible}
                  disabled={busy}
                  onChange={(on) => set({ [FLAGS[selected]]: on })}
                />
                <span aria-hidden="true">{t('OWNER_PUBLICATIONS.VERSION_SWITCH')}</span>
                {publicVersion === selected ? (
                  <strong>{t('OWNER_PUBLICATIONS.VERSION_SHOWN')}</strong>
                ) : (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => makePublic(selected)}
                  >
                    {t('OWNER_PUBLICATIONS.MAKE_PUBLIC')}
                  </button>
                )}
              </div>
              {selected === 'AUTHOR' ? (
                <p className="owner-publication__actions">
                  <Link className="button button--primary" to={editHref}>
                    {t('OWNER_PUBLICATIONS.EDIT_OWN')}
                  </Link>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => setConfirming(true)}
                  >
                    {t('OWNER_PUBLICATIONS.DELETE_OWN')}
                  </button>
                </p>
              ) : null}
              {renderRecord(current)}
            </>
          ) : (
            <>
              <p>{t('OWNER_PUBLICATIONS.NO_OWN_VERSION')}</p>
              <p>
                <Link className="button button--primary" to={editHref}>
                  {t('OWNER_PUBLICATIONS.CREATE_OWN')}
                </Link>
              </p>
            </>
          )}
        </div>
      </div>
      {confirming ? (
        <Dialog
          title={t('OWNER_PUBLICATIONS.DELETE_TITLE')}
          onDismiss={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('OWNER_PUBLICATIONS.CANCEL')}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: (result) => {
                      setConfirming(false);
                      const deleted = {
                        severity: 'success',
                        message: t('OWNER_PUBLICATIONS.DELETED'),
                      } as const;
                      // Carried to the list: a navigation closes the alerts shown before it.
                      if (result.publicationRemoved) void navigate(listHref, withAlert(deleted));
                      else {
                        alerts.show(deleted);
                        setSelected(tabs[0] ?? 'AUTHOR');
                      }
                    },
                  })
                }
              >
                {t('OWNER_PUBLICATIONS.DELETE_CONFIRM')}
              </button>
            </>
          }
        >
          <p>{t('OWNER_PUBLICATIONS.DELETE_TEXT')}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
