import { ACCOUNT_ERROR_CODES, toIsoDate, type DataExport } from '@ln/contracts';
import { decryptPesel, type PeselKeys } from '@ln/pesel';
import { NotFoundError } from '@ln/server';
import type { DataExportRepository, ExportAuditRow } from './data-export.repository.js';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** Keys of an audit entry's details that name whoever acted: not the owner's data. */
const ACTOR_KEYS = new Set(['actorId', 'actorUserId', 'reason']);

function auditEntry(row: ExportAuditRow, userId: string): DataExport['auditEntries'][number] {
  const details =
    row.details && typeof row.details === 'object' && !Array.isArray(row.details)
      ? row.details
      : {};
  const actorId = (details as Record<string, unknown>).actorId ?? row.actorUserId;
  const reason = (details as Record<string, unknown>).reason;
  return {
    at: iso(row.at),
    action: row.action,
    targetType: row.targetType,
    actedBy: actorId === userId ? 'OWNER' : actorId ? 'ADMINISTRATOR' : 'SYSTEM',
    reason: typeof reason === 'string' ? reason : null,
    details: Object.fromEntries(Object.entries(details).filter(([key]) => !ACTOR_KEYS.has(key))),
  };
}

/**
 * One's own data, exported (GDPR art. 15 and 20; beside the spec): the account with its
 * PESEL (it is the owner's), consents and terms, sessions, the profile with everything added
 * to it, CVs, the expert registration and the audit entries about the account. Everything is
 * read by the asking account's id; nothing of anyone else is included.
 */
export function createDataExportService(deps: {
  repository: DataExportRepository;
  peselKeys: PeselKeys;
  now?: () => Date;
}) {
  const { repository, peselKeys } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async export(userId: string): Promise<DataExport> {
      const [user, profile, expert, currentTermsVersion] = await Promise.all([
        repository.findUser(userId),
        repository.findOwnProfile(userId),
        repository.findExpertRegistration(userId),
        repository.currentTermsVersion(),
      ]);
      if (!user)
        throw new NotFoundError(
          'The account no longer exists.',
          ACCOUNT_ERROR_CODES.USER_NOT_FOUND,
        );
      const audit = await repository.auditAbout(userId, profile?.id ?? null);

      return {
        exportedAt: iso(now()),
        format: 'ln-data-export/1',
        account: {
          userId: user.id,
          firstName: user.firstName,
          surname: user.surname,
          email: user.email,
          phone: user.phone,
          login: user.login,
          pesel: user.peselEncrypted ? decryptPesel(user.peselEncrypted, peselKeys) : null,
          orcid: user.orcid,
          accountStatus: user.status,
          roles: user.roles.map((r) => ({ role: r.role, grantedAt: iso(r.grantedAt) })),
          createDate: iso(user.createdAt),
          lastUpdateDate: iso(user.updatedAt),
          lastLoginAt: isoOrNull(user.lastLoginAt),
        },
        consents: {
          notificationsConsent: user.notificationsConsent,
          termsAcceptedVersion: user.termsVersion,
          termsAcceptedAt: isoOrNull(user.termsAcceptedAt),
          currentTermsVersion,
        },
        sessions: user.refreshTokens.map((s) => ({
          provider: s.provider,
          createdAt: iso(s.createdAt),
          expiresAt: iso(s.expiresAt),
          rotatedAt: isoOrNull(s.rotatedAt),
          revokedAt: isoOrNull(s.revokedAt),
          userAgent: s.userAgent,
        })),
        profile: profile
          ? {
              profileId: profile.id,
              firstName: profile.firstName,
              secondName: profile.secondName,
              surname: profile.surname,
              previousName: profile.previousName,
              previousSurname: profile.previousSurname,
              prefix: profile.prefix,
              aboutMe: profile.aboutMe,
              aboutMeEn: profile.aboutMeEn,
              email: profile.email,
              phoneNumber: profile.phoneNumber,
              visibilityEmail: profile.visibilityEmail,
              visibilityPhone: profile.visibilityPhone,
              orcid: profile.orcid,
              hidden: profile.hidden,
              dead: profile.dead,
              editingLocked: profile.editingLocked,
              source: profile.source,
              createdAt: iso(profile.createdAt),
              updatedAt: iso(profile.updatedAt),
              // The photo's bytes stay out of a JSON document; its description is here.
              photo: profile.photo
                ? {
                    mimeType: profile.photo.mimeType,
                    fileName: profile.photo.fileName,
                    updatedAt: iso(profile.photo.updatedAt),
                    size: profile.photo.content.length,
                  }
                : null,
              links: profile.links,
              specialties: profile.specialties,
              employments: profile.employments.map((e) => ({
                ...e,
                startDate: toIsoDate(e.startDate),
                endDate: toIsoDate(e.endDate),
                modifiedByUserAt: isoOrNull(e.modifiedByUserAt),
              })),
              degrees: profile.degrees.map((d) => ({
                ...d,
                modifiedByUserAt: isoOrNull(d.modifiedByUserAt),
              })),
              ownPublicationVersions: profile.ownPublicationVersions.map((v) => ({
                ...v,
                createdAt: iso(v.createdAt),
                updatedAt: iso(v.updatedAt),
              })),
              cvs: profile.cvs.map((cv) => ({
                cvId: cv.id,
                language: cv.language,
                cvType: cv.cvType,
                experienceYears: cv.experienceYears,
                createdAt: iso(cv.createdAt),
                updatedAt: iso(cv.updatedAt),
                basicData: cv.basicData,
                descriptionFields: cv.descriptionFields.map(plain),
                functions: cv.functions.map(plain),
                memberships: cv.memberships.map(plain),
                specialties: cv.specialties.map(plain),
                publications: cv.publications.map(plain),
              })),
            }
          : null,
        expertRegistration: expert
          ? {
              phone: expert.phone,
              email: expert.email,
              contactChannel: expert.contactChannel,
              createdAt: iso(expert.createdAt),
              updatedAt: iso(expert.updatedAt),
              consents: expert.consents.map((c) => ({
                entity: c.entity,
                grantedAt: iso(c.grantedAt),
                withdrawnAt: isoOrNull(c.withdrawnAt),
              })),
              statements: expert.statements.map((s) => ({
                statementCode: s.statementCode,
                acceptedAt: iso(s.acceptedAt),
              })),
              applications: expert.applications.map((a) => ({
                contest: a.contest.code,
                createdAt: iso(a.createdAt),
              })),
            }
          : null,
        auditEntries: audit.map((row) => auditEntry(row, userId)),
      };
    },
  };
}

/** A row as JSON values: dates as ISO strings. */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? iso(value) : value]),
  );
}

export type DataExportService = ReturnType<typeof createDataExportService>;
