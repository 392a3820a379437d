import type { RoleName } from '@ln/contracts';
import { ASSIGNABLE_ROLES } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { DescriptionList } from '../../../components/ui/description-list';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { localeOf } from '../../../lib/display-names';
import { formatDate } from '../../../lib/format-date';
import type { AdminUserDetails } from '../api/get-user';
import type { UserAction } from '../api/user-actions';
import { useUserAction } from '../api/user-actions';
import { ConfirmActionDialog } from './confirm-dialog';

/** Refusals the server explains by code; anything else reads as a general failure. */
const KNOWN_REFUSALS = [
  'LAST_ADMIN_ERROR',
  'OWN_STATUS_ERROR',
  'CLOSED_ACCOUNT_ERROR',
  'NO_PROFILE_ERROR',
  'USER_NOT_FOUND',
  'PROFILE_NOT_FOUND',
  'FORBIDDEN',
  'UNAUTHORIZED',
  'VALIDATION_ERROR',
  'RATE_LIMITED',
] as const;

type Refusal = (typeof KNOWN_REFUSALS)[number] | 'GENERIC';

/** The catalogue key of the words for a refused action. */
export function refusalKey(error: unknown): `ADMIN_USERS.REFUSAL.${Refusal}` {
  const code = error instanceof ApiError ? error.code : '';
  const known = (KNOWN_REFUSALS as readonly string[]).includes(code);
  return `ADMIN_USERS.REFUSAL.${known ? (code as Refusal) : 'GENERIC'}`;
}

type DoneKey = `ADMIN_USERS.${
  'ROLES' | 'BLOCK' | 'UNBLOCK' | 'HIDE' | 'SHOW' | 'INVISIBLE' | 'DECEASED' | 'DELETE'}.DONE`;

type DialogKind = Exclude<UserAction['kind'], 'roles'>;

/**
 * Everything of "Admin user details" (accounts-and-platform §3) and the administrator's
 * actions (§4, §6): roles (BASIC hidden and always kept), block/unblock, hide/show the
 * profile, mark deceased, make invisible, delete. Every action but the roles and hide/show asks
 * for confirmation in a modal dialog; its result or refusal is announced at once.
 */
export function UserDetails({
  user,
  onDeleted,
}: {
  user: AdminUserDetails;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const mutation = useUserAction(user.userId);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const currentRoles = user.roles.map((r) => r.userRole).filter((r) => r !== 'BASIC');
  const [roles, setRoles] = useState<RoleName[]>(currentRoles);
  const profile = user.scientistProfile;
  const closed = user.accountStatus === 'CLOSED';

  const run = (action: UserAction, done: DoneKey, reason?: string) => {
    setOutcome(null);
    // The answer closes only the dialog that sent it: a roles save answered after another
    // action's dialog was opened leaves that dialog open.
    const closeOwnDialog = () => setDialog((current) => (current === action.kind ? null : current));
    mutation.mutate(
      { action, reason },
      {
        onSuccess: () => {
          closeOwnDialog();
          if (action.kind === 'delete') onDeleted();
          else setOutcome({ ok: true, message: t(done) });
        },
        onError: (error) => {
          closeOwnDialog();
          setOutcome({ ok: false, message: t(refusalKey(error)) });
        },
      },
    );
  };

  const actionFor = (kind: DialogKind): UserAction | null => {
    if (kind === 'mark-deceased' || kind === 'make-invisible')
      return profile ? { kind, profileId: profile.profileId } : null;
    return { kind } as UserAction;
  };

  const dialogs: Record<
    DialogKind,
    { title: string; text: string[]; confirm: string; done: DoneKey; danger: boolean }
  > = {
    block: {
      title: t('ADMIN_USERS.BLOCK.TITLE'),
      text: [t('ADMIN_USERS.BLOCK.TEXT')],
      confirm: t('ADMIN_USERS.BLOCK.CONFIRM'),
      done: 'ADMIN_USERS.BLOCK.DONE',
      danger: true,
    },
    unblock: {
      title: t('ADMIN_USERS.UNBLOCK.TITLE'),
      text: [t('ADMIN_USERS.UNBLOCK.TEXT')],
      confirm: t('ADMIN_USERS.UNBLOCK.CONFIRM'),
      done: 'ADMIN_USERS.UNBLOCK.DONE',
      danger: false,
    },
    'hide-profile': {
      title: t('ADMIN_USERS.HIDE.TITLE'),
      text: [t('ADMIN_USERS.HIDE.TEXT')],
      confirm: t('ADMIN_USERS.HIDE.CONFIRM'),
      done: 'ADMIN_USERS.HIDE.DONE',
      danger: false,
    },
    'show-profile': {
      title: t('ADMIN_USERS.SHOW.TITLE'),
      text: [t('ADMIN_USERS.SHOW.TEXT')],
      confirm: t('ADMIN_USERS.SHOW.CONFIRM'),
      done: 'ADMIN_USERS.SHOW.DONE',
      danger: false,
    },
    'mark-deceased': {
      title: t('ADMIN_USERS.DECEASED.TITLE'),
      text: [
        t('ADMIN_USERS.DECEASED.TEXT'),
        t('ADMIN_USERS.DECEASED.CLOSES'),
        t('ADMIN_USERS.DECEASED.BLOCKS'),
        t('ADMIN_USERS.DECEASED.CONTACT'),
      ],
      confirm: t('ADMIN_USERS.DECEASED.CONFIRM'),
      done: 'ADMIN_USERS.DECEASED.DONE',
      danger: true,
    },
    'make-invisible': {
      title: t('ADMIN_USERS.INVISIBLE.TITLE'),
      text: [t('ADMIN_USERS.INVISIBLE.TEXT')],
      confirm: t('ADMIN_USERS.INVISIBLE.CONFIRM'),
      done: 'ADMIN_USERS.INVISIBLE.DONE',
      danger: true,
    },
    delete: {
      title: t('ADMIN_USERS.DELETE.TITLE'),
      text: [t('ADMIN_USERS.DELETE.TEXT')],
      confirm: t('ADMIN_USERS.DELETE.CONFIRM'),
      done: 'ADMIN_USERS.DELETE.DONE',
      danger: true,
    },
  };

  const open = (kind: DialogKind) => () => {
    setOutcome(null);
    setDialog(kind);
  };
  const shown = dialog ? dialogs[dialog] : null;
  const shownAction = dialog ? actionFor(dialog) : null;

  return (
    <div className="user-details">
      <DescriptionList
        items={[
          { key: 'first', label: t('ADMIN_USERS.FIELDS.FIRST_NAME'), value: user.firstName },
          { key: 'surname', label: t('ADMIN_USERS.FIELDS.SURNAME'), value: user.surname },
          {
            key: 'email',
            label: t('ACCOUNT.FIELDS.EMAIL'),
            value: user.email ?? t('ACCOUNT.NONE'),
          },
          {
            key: 'login',
            label: t('ADMIN_USERS.FIELDS.LOGIN'),
            value: user.login ?? t('ACCOUNT.NONE'),
          },
          {
            key: 'orcid',
            label: t('ACCOUNT.FIELDS.ORCID'),
            value: user.orcid ?? t('ACCOUNT.NONE'),
          },
          {
            key: 'status',
            label: t('ACCOUNT.FIELDS.STATUS'),
            value: t(`ACCOUNT.STATUS.${user.accountStatus}`),
          },
          {
            key: 'roles',
            label: t('ACCOUNT.FIELDS.ROLES'),
            value:
              currentRoles.length === 0
                ? t('ACCOUNT.NO_ROLES')
                : currentRoles.map((role) => t(`ACCOUNT.ROLE.${role}`)).join(', '),
          },
          {
            key: 'profile',
            label: t('ADMIN_USERS.FIELDS.PROFILE'),
            value: profile ? (
              <Link to={paths.profile.getHref(profile.profileId)}>
                {profile.name} {profile.surname}
              </Link>
            ) : (
              t('ADMIN_USERS.NO_PROFILE')
            ),
          },
          {
            key: 'visible',
            label: t('ADMIN_USERS.FIELDS.PROFILE_VISIBLE'),
            value: user.isProfileExists
              ? t(user.isProfileVisible ? 'ADMIN_USERS.YES' : 'ADMIN_USERS.NO')
              : null,
          },
          {
            key: 'dead',
            label: t('ADMIN_USERS.FIELDS.DECEASED'),
            value: profile ? t(profile.dead ? 'ADMIN_USERS.YES' : 'ADMIN_USERS.NO') : null,
          },
          {
            key: 'consent',
            label: t('ACCOUNT.CONSENT.LABEL'),
            value: t(user.notificationsConsent ? 'ADMIN_USERS.YES' : 'ADMIN_USERS.NO'),
          },
          {
            key: 'terms',
            label: t('ADMIN_USERS.FIELDS.TERMS'),
            value: t(user.termsAccepted ? 'ADMIN_USERS.YES' : 'ADMIN_USERS.NO'),
          },
          {
            key: 'created',
            label: t('ACCOUNT.FIELDS.CREATED'),
            value: formatDate(user.createDate, locale),
          },
          {
            key: 'updated',
            label: t('ACCOUNT.FIELDS.UPDATED'),
            value: formatDate(user.lastUpdateDate, locale),
          },
        ]}
      />

      <div className="user-details__outcome" role="status" aria-live="polite">
        {outcome ? (
          <p className={outcome.ok ? 'notice notice--success' : 'notice notice--error'}>
            {outcome.message}
          </p>
        ) : null}
      </div>

      <form
        className="user-details__roles"
        onSubmit={(event) => {
          event.preventDefault();
          run({ kind: 'roles', userRoles: roles }, 'ADMIN_USERS.ROLES.DONE');
        }}
      >
        <fieldset>
          <legend>{t('ADMIN_USERS.ROLES.LEGEND')}</legend>
          <p className="form-field__hint">{t('ADMIN_USERS.ROLES.HINT')}</p>
          {ASSIGNABLE_ROLES.map((role) => (
            <div key={role} className="form-field__check">
              <input
                id={`role-${role}`}
                type="checkbox"
                checked={roles.includes(role)}
                onChange={(event) =>
                  setRoles((current) =>
                    event.target.checked ? [...current, role] : current.filter((r) => r !== role),
                  )
                }
              />
              <label htmlFor={`role-${role}`}>{t(`ACCOUNT.ROLE.${role}`)}</label>
            </div>
          ))}
          <button type="submit" className="button" disabled={mutation.isPending}>
            {t('ADMIN_USERS.ROLES.SAVE')}
          </button>
        </fieldset>
      </form>

      <h2>{t('ADMIN_USERS.ACTIONS')}</h2>
      {closed ? <p className="notice">{t('ADMIN_USERS.CLOSED_NOTE')}</p> : null}
      <ul className="user-details__actions">
        {!closed && user.accountStatus === 'ACTIVE' ? (
          <li>
            <button type="button" className="button" onClick={open('block')}>
              {t('ADMIN_USERS.BLOCK.OPEN')}
            </button>
          </li>
        ) : null}
        {!closed && user.accountStatus === 'BLOCKED' ? (
          <li>
            <button type="button" className="button" onClick={open('unblock')}>
              {t('ADMIN_USERS.UNBLOCK.OPEN')}
            </button>
          </li>
        ) : null}
        {profile ? (
          <li>
            <button
              type="button"
              className="button"
              onClick={open(user.isProfileVisible ? 'hide-profile' : 'show-profile')}
            >
              {user.isProfileVisible ? t('ADMIN_USERS.HIDE.OPEN') : t('ADMIN_USERS.SHOW.OPEN')}
            </button>
          </li>
        ) : null}
        {profile && user.isProfileVisible ? (
          <li>
            <button type="button" className="button" onClick={open('make-invisible')}>
              {t('ADMIN_USERS.INVISIBLE.OPEN')}
            </button>
          </li>
        ) : null}
        {profile && !profile.dead ? (
          <li>
            <button type="button" className="button" onClick={open('mark-deceased')}>
              {t('ADMIN_USERS.DECEASED.OPEN')}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className="button button--danger" onClick={open('delete')}>
            {t('ADMIN_USERS.DELETE.OPEN')}
          </button>
        </li>
      </ul>

      {shown && shownAction ? (
        <ConfirmActionDialog
          title={shown.title}
          confirmLabel={shown.confirm}
          danger={shown.danger}
          pending={mutation.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => run(shownAction, shown.done, reason)}
        >
          {shown.text.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </ConfirmActionDialog>
      ) : null}
    </div>
  );
}
