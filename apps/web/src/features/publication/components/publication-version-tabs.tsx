import type { PublicationFull, PublicationRecord } from '@ln/contracts';
import type { KeyboardEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PublicationRecordView } from './publication-record';
import './publication.css';

type VersionTabKey = 'recommended' | 'pbn' | 'mine';

interface VersionTab {
  key: VersionTabKey;
  label: string;
  record: PublicationRecord;
}

/**
 * The versions a visitor can compare (accounts-and-platform §2 "Publication details tabs"):
 * Recommended (the record the API chose: OPI, else PBN, else the author's), PBN when a PBN
 * version is visible, My version when the author's own (or LN) version is visible.
 */
export function versionTabs(
  publication: PublicationFull,
  labels: Record<VersionTabKey, string>,
): VersionTab[] {
  const tabs: VersionTab[] = [
    { key: 'recommended', label: labels.recommended, record: publication },
  ];
  const pbn = publication.versions.find((version) => version.kind === 'PBN');
  if (pbn) tabs.push({ key: 'pbn', label: labels.pbn, record: pbn });
  const mine =
    publication.versions.find((version) => version.kind === 'AUTHOR') ??
    publication.versions.find((version) => version.kind === 'AUTHOR_LN');
  if (mine) tabs.push({ key: 'mine', label: labels.mine, record: mine });
  return tabs;
}

/** Tabs (WAI-ARIA tabs pattern: arrow keys, Home, End) over the publication's versions. */
export function PublicationVersionTabs({ publication }: { publication: PublicationFull }) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabs = versionTabs(publication, {
    recommended: t('PUBLICATION.VERSION_RECOMMENDED'),
    pbn: t('PUBLICATION.VERSION_PBN'),
    mine: t('PUBLICATION.VERSION_MINE'),
  });
  const [selected, setSelected] = useState<VersionTabKey>('recommended');
  const tabRefs = useRef(new Map<VersionTabKey, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0]!;

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setSelected(tab.key);
    tabRefs.current.get(tab.key)?.focus();
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
    select(target);
  };

  return (
    <div className="version-tabs">
      <div role="tablist" aria-label={t('PUBLICATION.VERSIONS')} className="version-tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === current.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className="version-tabs__tab"
              onClick={() => setSelected(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${current.key}`}
        tabIndex={0}
        className="version-tabs__panel"
      >
        <PublicationRecordView record={current.record} />
      </div>
    </div>
  );
}
