import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { paths } from '../../../config/paths';
import './profile.css';

/** Which tabs have data; `undefined` while that is still loading (the tab stays a link). */
export interface ProfileTabAvailability {
  hasBiography: boolean;
  publications: boolean | undefined;
  achievements: boolean | undefined;
  patents: boolean | undefined;
  projects: boolean | undefined;
  researchWorks: boolean | undefined;
}

interface Tab {
  key: string;
  label: string;
  href: string;
  enabled: boolean;
  end?: boolean;
}

function DisabledTab({ label }: { label: string }) {
  const { t } = useTranslation();
  const tooltipId = useId();
  return (
    <span className="profile-tabs__item profile-tabs__item--disabled">
      {/* Focusable so keyboard users reach the tooltip too; not a link (no href). */}
      <span
        role="link"
        aria-disabled="true"
        tabIndex={0}
        aria-describedby={tooltipId}
        className="profile-tabs__link"
      >
        {label}
      </span>
      <span role="tooltip" id={tooltipId} className="tooltip">
        {t('PROFILE.TAB_NO_DATA')}
      </span>
    </span>
  );
}

/**
 * The profile's tab menu (profiles-area §2). Each tab is a page of its own, so the menu is
 * navigation: links with aria-current on the open one. A tab without data is not a link and
 * explains why in a tooltip.
 */
export function ProfileTabs({
  profileId,
  availability,
  mode = 'public',
}: {
  profileId: string;
  availability: ProfileTabAvailability;
  /** 'edit': the owner's edit mode, `/edit` inserted after the id (profiles-area §2). */
  mode?: 'public' | 'edit';
}) {
  const { t } = useTranslation();
  const base =
    mode === 'edit' ? paths.profileEdit.getHref(profileId) : paths.profile.getHref(profileId);
  const tabs: Tab[] = [
    {
      key: 'main',
      label: availability.hasBiography ? t('PROFILE.TABS.ABOUT_ME') : t('PROFILE.TABS.PROFILE'),
      href: base,
      enabled: true,
      end: true,
    },
    {
      key: 'publications',
      label: t('PROFILE.TABS.PUBLICATIONS'),
      href: `${base}/publications`,
      // profiles-area §2: publications or achievements data exist.
      enabled: availability.publications !== false || availability.achievements !== false,
    },
    {
      key: 'achievement',
      label: t('PROFILE.TABS.ACHIEVEMENTS'),
      href: `${base}/achievement`,
      enabled: availability.achievements !== false,
    },
    {
      key: 'patents',
      label: t('PROFILE.TABS.PATENTS'),
      href: `${base}/patents`,
      enabled: availability.patents !== false,
    },
    {
      key: 'projects',
      label: t('PROFILE.TABS.PROJECTS'),
      href: `${base}/projects`,
      enabled: availability.projects !== false,
    },
    {
      key: 'research-work',
      label: t('PROFILE.TABS.RESEARCH_WORKS'),
      href: `${base}/research-work`,
      enabled: availability.researchWorks !== false,
    },
  ];
  return (
    <nav className="profile-tabs" aria-label={t('PROFILE.TABS.LABEL')}>
      <ul className="profile-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            {tab.enabled ? (
              <NavLink
                to={tab.href}
                end={tab.end ?? false}
                className={({ isActive }) =>
                  isActive ? 'profile-tabs__link profile-tabs__link--active' : 'profile-tabs__link'
                }
              >
                {tab.label}
              </NavLink>
            ) : (
              <DisabledTab label={tab.label} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
