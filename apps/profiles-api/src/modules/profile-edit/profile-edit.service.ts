import {
  PROFILE_EDIT_AUDIT_ACTIONS,
  PROFILE_EDIT_ERROR_CODES,
  type AboutMeBody,
  type ContactBody,
  type EditSpecialtiesBody,
  type MyProfilesBody,
  type PersonalDataBody,
  type ValidationErrorItem,
} from '@ln/contracts';
import type { Tx, TxRunner } from '@ln/db';
import { ConflictError, ValidationError } from '@ln/server';
import type { Lang } from '../../plugins/language.js';
import { ProfileNotFoundError, type AuditRepository } from '@ln/lifecycle';
import { toPersonDetails } from '../profile/profile.fns.js';
import type { ProfileRepository } from '../profile/profile.repository.js';
import { changedContactFields, duplicateSpecialties, toLinkRows } from './profile-edit.fns.js';
import type {
  LockedProfile,
  ProfileEditRepository,
  SpecialtyInput,
} from './profile-edit.repository.js';
import { normalisePhoto, PhotoRejectedError } from './profile-photo.fns.js';

/** Who edits: the session's account and its own profile (never a profile id from the path). */
export interface Editor {
  userId: string;
  profileId: string;
  reqId: string;
}

export class ProfileLockedError extends ConflictError {
  constructor(reason: 'dead' | 'account-deleted') {
    super(
      reason === 'dead'
        ? 'The profile of a deceased person cannot be edited.'
        : 'This profile can no longer be edited: its account was deleted.',
      PROFILE_EDIT_ERROR_CODES.PROFILE_LOCKED_ERROR,
    );
  }
}

export class RegistryDataReadOnlyError extends ConflictError {
  constructor(message: string) {
    super(message, PROFILE_EDIT_ERROR_CODES.REGISTRY_DATA_READ_ONLY);
  }
}

/**
 * The owner's edits of their profile (profiles-area §7 "Profile edits", accounts-and-platform
 * §4, §5). Each write is one transaction that locks the profile row, refuses a deceased or
 * locked profile, writes its audit entry, and reaches search through the outbox triggers of
 * the tables it changes. Every write answers the edit view (`shortPerson`) after the change.
 */
export function createProfileEditService(deps: {
  profileEditRepository: ProfileEditRepository;
  profileRepository: ProfileRepository;
  audit: AuditRepository;
  tx: TxRunner;
}) {
  const { profileEditRepository: repo, profileRepository, audit, tx } = deps;

  async function editView(profileId: string, lang: Lang) {
    const row = await profileRepository.findDetails(profileId);
    if (!row) throw new ProfileNotFoundError();
    return toPersonDetails(row, lang, 'owner');
  }

  /** Runs `write` on the locked, editable profile and audits what it reports. */
  async function edit(
    editor: Editor,
    action: string,
    write: (t: Tx, profile: LockedProfile) => Promise<Record<string, unknown>>,
  ): Promise<void> {
    await tx(async (t) => {
      const profile = await repo.lockProfile(t, editor.profileId);
      if (!profile) throw new ProfileNotFoundError();
      if (profile.dead) throw new ProfileLockedError('dead');
      if (profile.editing_locked) throw new ProfileLockedError('account-deleted');
      const details = await write(t, profile);
      const actor = { userId: editor.userId, reqId: editor.reqId };
      await audit.write(
        { actor, action, targetType: 'PROFILE', targetId: editor.profileId, details },
        t,
      );
    });
  }

  return {
    editView,

    /**
     * The name block (accounts-and-platform §5): a person with current employment has their
     * names from the national registry, so only `secondName` may change; sending a different
     * name or surname is refused whole (409 REGISTRY_DATA_READ_ONLY), nothing is saved.
     */
    async personalData(editor: Editor, body: PersonalDataBody, lang: Lang) {
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.PERSONAL_DATA, async (t, profile) => {
        if (profile.has_current_employment) {
          const changes =
            (body.name !== undefined && body.name !== profile.first_name) ||
            (body.surname !== undefined && body.surname !== profile.surname);
          if (changes) {
            throw new RegistryDataReadOnlyError(
              'The name and surname of a person with current employment come from the national registry and cannot be edited; only secondName can.',
            );
          }
          await repo.updateProfile(t, editor.profileId, { secondName: body.secondName });
          return { fields: ['secondName'] };
        }
        const missing: ValidationErrorItem[] = [];
        if (body.name === undefined) missing.push({ key: 'name', content: 'is required' });
        if (body.surname === undefined) missing.push({ key: 'surname', content: 'is required' });
        if (missing.length > 0) throw new ValidationError(missing);
        await repo.updateProfile(t, editor.profileId, {
          firstName: body.name!,
          surname: body.surname!,
          secondName: body.secondName,
        });
        return { fields: ['name', 'surname', 'secondName'] };
      });
      return editView(editor.profileId, lang);
    },

    async aboutMe(editor: Editor, body: AboutMeBody, lang: Lang) {
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.ABOUT_ME, async (t) => {
        await repo.updateProfile(t, editor.profileId, body);
        return {
          aboutMeLength: body.aboutMe?.length ?? 0,
          aboutMeEnLength: body.aboutMeEn?.length ?? 0,
        };
      });
      return editView(editor.profileId, lang);
    },

    /** Contact data and their visibility; the audit names the fields changed, never values. */
    async contact(editor: Editor, body: ContactBody, lang: Lang) {
      const before = await editView(editor.profileId, lang);
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.CONTACT, async (t) => {
        await repo.updateProfile(t, editor.profileId, body);
        return { fields: changedContactFields(before.contactData, body) };
      });
      return editView(editor.profileId, lang);
    },

    async myProfiles(editor: Editor, body: MyProfilesBody, lang: Lang) {
      const rows = toLinkRows(body);
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.LINKS, async (t) => {
        await repo.replaceLinks(t, editor.profileId, rows);
        return { links: rows.length };
      });
      return editView(editor.profileId, lang);
    },

    /**
     * The specialty list in order (accounts-and-platform §5: renumbered from 1). A `termId`
     * of the dictionary is kept when its names are the ones sent; otherwise the pair of names
     * is looked up, and added to the dictionary when new.
     */
    async editSpecialties(editor: Editor, body: EditSpecialtiesBody, lang: Lang) {
      const duplicates = duplicateSpecialties(body.specialties);
      if (duplicates.length > 0) throw new ValidationError(duplicates);
      const askedTerms = body.specialties
        .map((s) => s.termId)
        .filter((id): id is string => typeof id === 'string');
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.SPECIALTIES, async (t) => {
        const terms = new Map((await repo.findTerms(askedTerms, t)).map((x) => [x.id, x]));
        const items: SpecialtyInput[] = [];
        for (const s of body.specialties) {
          const term = s.termId ? terms.get(s.termId) : undefined;
          const same = term && term.labelPl === s.labelPl && term.labelEn === s.labelEn;
          items.push({
            termId: same ? term.id : await repo.termFor(t, s.labelPl, s.labelEn),
            labelPl: s.labelPl,
            labelEn: s.labelEn,
          });
        }
        await repo.replaceSpecialties(t, editor.profileId, items);
        return { specialties: items.map((i) => i.labelPl) };
      });
      return editView(editor.profileId, lang);
    },

    /** Checks and re-encodes the photo before the transaction (CPU work holds no lock). */
    async uploadMainImage(editor: Editor, upload: Buffer) {
      let photo;
      try {
        photo = await normalisePhoto(upload);
      } catch (error) {
        if (error instanceof PhotoRejectedError) {
          throw new ValidationError([
            { key: 'file', content: error.message, invalidValue: error.invalidValue },
          ]);
        }
        throw error;
      }
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.PHOTO_UPLOADED, async (t) => {
        await repo.savePhoto(t, editor.profileId, photo);
        return { bytes: photo.content.length, width: photo.width, height: photo.height };
      });
      return {
        profileId: editor.profileId,
        mimeType: photo.mimeType,
        width: photo.width,
        height: photo.height,
        bytes: photo.content.length,
      };
    },

    async deleteMainImage(editor: Editor) {
      let deleted = false;
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.PHOTO_DELETED, async (t) => {
        deleted = await repo.deletePhoto(t, editor.profileId);
        return { deleted };
      });
      return { profileId: editor.profileId, deleted };
    },
  };
}

export type ProfileEditService = ReturnType<typeof createProfileEditService>;
