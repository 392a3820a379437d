import {
  DEGREE_EDITABLE_FIELDS,
  EMPLOYMENT_EDITABLE_FIELDS,
  PROFILE_EDIT_AUDIT_ACTIONS,
  RECORD_EDIT_ERROR_CODES,
  type DegreeEditBody,
  type EmploymentEditBody,
  type ProfileEditData,
  type ResearchWorkTitleBody,
  PROFILE_EDIT_ERROR_CODES,
  type AboutMeBody,
  type ContactBody,
  type EditSpecialtiesBody,
  type MyProfilesBody,
  type PersonalDataBody,
  type ValidationErrorItem,
  toIsoDate,
} from '@ln/contracts';
import type { Tx, TxRunner } from '@ln/db';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  type Actor,
  type ProfileActor,
} from '@ln/server';
import { isVisibleProfile } from '@ln/visibility';
import type { Lang } from '../../plugins/language.js';
import { ProfileNotFoundError, type AuditRepository } from '@ln/lifecycle';
import { toPersonDetails } from '../profile/profile.fns.js';
import type { ProfileRepository } from '../profile/profile.repository.js';
import { canEditResearchWork, titles as workTitles } from '../research-work/research-work.fns.js';
import {
  changedContactFields,
  deliveredValues,
  duplicateSpecialties,
  recordEdit,
  toLinkRows,
} from './profile-edit.fns.js';
import type {
  DegreeRecord,
  EmploymentRecord,
  LockedProfile,
  ProfileEditRepository,
  RecordKind,
  SpecialtyInput,
} from './profile-edit.repository.js';

export type { RecordKind };
import { normalisePhoto, PhotoRejectedError } from './profile-photo.fns.js';

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

const nothingToRestore = () =>
  new ConflictError(
    'This record shows what its source delivered: there is nothing to restore.',
    RECORD_EDIT_ERROR_CODES.NOTHING_TO_RESTORE,
  );

export class RegistryDataReadOnlyError extends ConflictError {
  constructor(message: string) {
    super(message, PROFILE_EDIT_ERROR_CODES.REGISTRY_DATA_READ_ONLY);
  }
}

export class RecordNotFoundError extends NotFoundError {
  constructor(what: string) {
    super(`No such ${what} on your profile.`, RECORD_EDIT_ERROR_CODES.RECORD_NOT_FOUND);
  }
}

const isoTime = (d: Date | null) => (d ? d.toISOString() : null);
const ENGLISH = new Set(['eng', 'en']);

function employmentValues(e: EmploymentRecord) {
  return {
    position: e.position,
    positionEn: e.positionEn,
    additionalInformation: e.additionalInformation,
    internetLink: e.internetLink,
  };
}

function degreeValues(d: DegreeRecord) {
  return { label: d.label, year: d.year, classificationLabel: d.classificationLabel };
}

function toEditableEmployment(e: EmploymentRecord): ProfileEditData['employments'][number] {
  const current = employmentValues(e);
  return {
    employmentId: e.id,
    institution: e.institutionName,
    statusEmployment: e.status,
    startDate: toIsoDate(e.startDate),
    endDate: toIsoDate(e.endDate),
    ...current,
    source: e.source,
    fromStateSystem: e.source !== 'USER',
    editableFields: [...EMPLOYMENT_EDITABLE_FIELDS],
    editedByOwner: e.modifiedByUserAt !== null,
    modifiedByUserAt: isoTime(e.modifiedByUserAt),
    original: deliveredValues(
      e.original,
      EMPLOYMENT_EDITABLE_FIELDS,
      current,
    ) as ProfileEditData['employments'][number]['original'],
  };
}

function toEditableDegree(d: DegreeRecord): ProfileEditData['degreesAndTitles'][number] {
  const current = degreeValues(d);
  return {
    id: d.id,
    degreeOrTitleType: d.type,
    grantingInstitutionName: d.grantingInstitutionName,
    ...current,
    source: d.source,
    fromStateSystem: d.source !== 'USER',
    editableFields: [...DEGREE_EDITABLE_FIELDS],
    editedByOwner: d.modifiedByUserAt !== null,
    modifiedByUserAt: isoTime(d.modifiedByUserAt),
    original: deliveredValues(
      d.original,
      DEGREE_EDITABLE_FIELDS,
      current,
    ) as ProfileEditData['degreesAndTitles'][number]['original'],
  };
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
    editor: ProfileActor,
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

  /**
   * "Profile edit data" (accounts-and-platform §2): for every field and record where it
   * comes from and what the owner may change (§5, §6: data of state systems are read-only,
   * except the employment and degree fields §4 lets the owner edit and restore).
   */
  async function editData(profileId: string): Promise<ProfileEditData> {
    const p = await repo.findEditData(profileId);
    if (!p) throw new ProfileNotFoundError();
    const employed = p.employments.some((e) => e.status === 'CURRENT');
    const works = p.researchWorkPeople
      .map((a) => a.researchWork)
      .sort((a, b) => (b.endDate?.getTime() ?? 0) - (a.endDate?.getTime() ?? 0));
    return {
      profileId: p.id,
      isProfileVisible: isVisibleProfile(p),
      editable: !p.dead && !p.editingLocked,
      personalData: {
        // The names of an employed person are POL-on's (§5); otherwise the owner's to fix.
        name: { source: employed ? 'POLON' : p.source, editable: !employed },
        surname: { source: employed ? 'POLON' : p.source, editable: !employed },
        secondName: { source: p.source, editable: true },
      },
      employments: p.employments.map(toEditableEmployment),
      degreesAndTitles: p.degrees.map(toEditableDegree),
      researchWorks: [...new Map(works.map((w) => [w.id, w])).values()].map((w) => ({
        researchWorkId: w.id,
        researchWorkKindId: w.kindId,
        polishTitle: w.polishTitle,
        englishTitle: workTitles(w.titles).find((t) => ENGLISH.has(t.languageCode))?.value ?? null,
        titleKind: w.titleKind,
        canEdit: canEditResearchWork(w),
      })),
    };
  }

  return {
    /**
     * The ownership the record routes' guard asks before the request is parsed: the record is
     * on the caller's profile. Another person's answers as an unknown one (decision 029).
     */
    ownsRecord:
      (kind: RecordKind) =>
      (actor: Actor, id: string): boolean | Promise<boolean> =>
        actor.profileId !== null && repo.ownsRecord(kind, actor.profileId, id),

    editView,
    editData,

    /**
     * The name block (accounts-and-platform §5): a person with current employment has their
     * names from the national registry, so only `secondName` may change; sending a different
     * name or surname is refused whole (409 REGISTRY_DATA_READ_ONLY), nothing is saved.
     */
    async personalData(editor: ProfileActor, body: PersonalDataBody, lang: Lang) {
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

    async aboutMe(editor: ProfileActor, body: AboutMeBody, lang: Lang) {
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
    async contact(editor: ProfileActor, body: ContactBody, lang: Lang) {
      const before = await editView(editor.profileId, lang);
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.CONTACT, async (t) => {
        await repo.updateProfile(t, editor.profileId, body);
        return { fields: changedContactFields(before.contactData, body) };
      });
      return editView(editor.profileId, lang);
    },

    async myProfiles(editor: ProfileActor, body: MyProfilesBody, lang: Lang) {
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
    async editSpecialties(editor: ProfileActor, body: EditSpecialtiesBody, lang: Lang) {
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

    /** The owner's fields of one employment; a delivered record keeps its original. */
    async editEmployment(editor: ProfileActor, employmentId: string, body: EmploymentEditBody) {
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.EMPLOYMENT, async (t) => {
        const e = await repo.findEmployment(t, editor.profileId, employmentId);
        if (!e) throw new RecordNotFoundError('employment');
        const current = employmentValues(e);
        const kept = recordEdit(e, EMPLOYMENT_EDITABLE_FIELDS, current, body, new Date());
        await repo.updateEmployment(t, e.id, {
          ...body,
          modifiedByUserAt: kept.modifiedByUserAt,
          original: kept.original,
        });
        return {
          employmentId: e.id,
          fields: EMPLOYMENT_EDITABLE_FIELDS.filter((f) => current[f] !== body[f]),
        };
      });
      return editData(editor.profileId);
    },

    /** Brings back what the state system delivered (§4); 409 when nothing was changed. */
    async restoreEmployment(editor: ProfileActor, employmentId: string) {
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.EMPLOYMENT_RESTORED, async (t) => {
        const e = await repo.findEmployment(t, editor.profileId, employmentId);
        if (!e) throw new RecordNotFoundError('employment');
        const delivered = deliveredValues(
          e.original,
          EMPLOYMENT_EDITABLE_FIELDS,
          employmentValues(e),
        );
        if (!delivered || e.source === 'USER') throw nothingToRestore();
        await repo.updateEmployment(t, e.id, {
          ...(delivered as EmploymentEditBody),
          modifiedByUserAt: null,
          original: null,
        });
        return { employmentId: e.id };
      });
      return editData(editor.profileId);
    },

    async editDegree(editor: ProfileActor, degreeId: string, body: DegreeEditBody) {
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.DEGREE, async (t) => {
        const d = await repo.findDegree(t, editor.profileId, degreeId);
        if (!d) throw new RecordNotFoundError('degree or title');
        const current = degreeValues(d);
        const kept = recordEdit(d, DEGREE_EDITABLE_FIELDS, current, body, new Date());
        await repo.updateDegree(t, d.id, {
          ...body,
          modifiedByUserAt: kept.modifiedByUserAt,
          original: kept.original,
        });
        return {
          degreeId: d.id,
          fields: DEGREE_EDITABLE_FIELDS.filter((f) => current[f] !== body[f]),
        };
      });
      return editData(editor.profileId);
    },

    async restoreDegree(editor: ProfileActor, degreeId: string) {
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.DEGREE_RESTORED, async (t) => {
        const d = await repo.findDegree(t, editor.profileId, degreeId);
        if (!d) throw new RecordNotFoundError('degree or title');
        const delivered = deliveredValues(d.original, DEGREE_EDITABLE_FIELDS, degreeValues(d));
        if (!delivered || d.source === 'USER') throw nothingToRestore();
        await repo.updateDegree(t, d.id, {
          ...(delivered as DegreeEditBody),
          modifiedByUserAt: null,
          original: null,
        });
        return { degreeId: d.id };
      });
      return editData(editor.profileId);
    },

    /**
     * The title of a research work the owner is the author of, where `canEdit` holds
     * (profiles-area §4, §9). The replaced titles join `previousTitles`; the title is then
     * the owner's (title kind USER).
     */
    async editResearchWorkTitle(
      editor: ProfileActor,
      researchWorkId: string,
      body: ResearchWorkTitleBody,
    ) {
      await edit(editor, PROFILE_EDIT_AUDIT_ACTIONS.RESEARCH_WORK_TITLE, async (t) => {
        const w = await repo.lockAuthoredWork(t, editor.profileId, researchWorkId);
        if (!w) throw new RecordNotFoundError('research work');
        if (!canEditResearchWork(w)) {
          throw new ConflictError(
            'The title of this research work comes from POL-on (or its kind is never editable) and cannot be changed.',
            RECORD_EDIT_ERROR_CODES.RESEARCH_WORK_READ_ONLY,
          );
        }
        const before = workTitles(w.titles);
        const after = [
          { languageCode: 'pol', value: body.polishTitle },
          ...(body.englishTitle ? [{ languageCode: 'eng', value: body.englishTitle }] : []),
        ];
        const same =
          before.length === after.length &&
          after.every((a) =>
            before.some((b) => b.languageCode === a.languageCode && b.value === a.value),
          );
        await repo.updateWorkTitles(t, w.id, {
          polishTitle: body.polishTitle,
          titles: after,
          previousTitles: same
            ? workTitles(w.previousTitles)
            : [...workTitles(w.previousTitles), ...before],
        });
        return { researchWorkId: w.id, changed: !same };
      });
      return editData(editor.profileId);
    },

    /** Checks and re-encodes the photo before the transaction (CPU work holds no lock). */
    async uploadMainImage(editor: ProfileActor, upload: Buffer) {
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

    async deleteMainImage(editor: ProfileActor) {
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
