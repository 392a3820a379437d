import {
  ERROR_CODES,
  GREMIUM_ADMIN_ERROR_CODES,
  GREMIUM_AUDIT_ACTIONS,
  GREMIUM_TYPES,
  hasRoleIn,
  OWNER_GREMIA_MAX,
  OWNER_GREMIA_PER_DAY,
  ROLE_GROUPS,
  type FunctionWriteRequest,
  type GremiumAdmin,
  type GremiumAdminFunction,
  type GremiumAdminMembership,
  type GremiumWriteRequest,
  type MembershipWriteRequest,
  type OwnGremium,
  toIsoDate,
} from '@ln/contracts';
import type { TxRunner } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import { AppError, ConflictError, NotFoundError, ValidationError, type Actor } from '@ln/server';
import { isVisibleProfile } from '@ln/visibility';
import type { Lang } from '../../plugins/language.js';
import type {
  AdminEntryRow,
  GremiumAdminRepository,
  GremiumRecord,
} from './gremium-admin.repository.js';
import { gremiumStatus, memberKind, positionStatus, todayInPoland } from './gremium.fns.js';
import { GremiumNotFoundError } from './gremium.service.js';

/** accounts-and-platform §6: OPI_OP and MEIN_OP add and edit bodies. */
const isOperator = (roles: readonly string[]) => hasRoleIn(roles, ROLE_GROUPS.gremiumOperators);

type EntryKind = 'membership' | 'function';
const TABLE = { membership: 'gremium_membership', function: 'gremium_function' } as const;

class EntryNotFoundError extends NotFoundError {
  constructor(kind: EntryKind) {
    super(
      kind === 'membership'
        ? 'No membership with this id in this gremium.'
        : 'No function with this id in this gremium.',
      kind === 'membership'
        ? GREMIUM_ADMIN_ERROR_CODES.GREMIUM_MEMBERSHIP_NOT_FOUND
        : GREMIUM_ADMIN_ERROR_CODES.GREMIUM_FUNCTION_NOT_FOUND,
    );
  }
}

/** accounts-and-platform §5, §6: data from state systems can only be viewed. */
class StateSystemDataError extends ConflictError {
  constructor(what: string) {
    super(
      `This ${what} comes from a state system: it can be viewed, not changed.`,
      GREMIUM_ADMIN_ERROR_CODES.STATE_SYSTEM_DATA_ERROR,
    );
  }
}

const DAY_MS = 24 * 3_600_000;
const year = (value: string | null) => (value ? Number(value.slice(0, 4)) : null);

/** The body's record from the form; the type's label is kept in Polish, as the registries do. */
function toRecord(body: GremiumWriteRequest, institutionName: string | null): GremiumRecord {
  const type = GREMIUM_TYPES.find((t) => t.code === body.type)!;
  return {
    name: body.name,
    nameEn: body.nameEn,
    institutionTypeCode: type.code,
    institutionTypeLabel: type.labelPl,
    organizationStructure: body.organizationStructure,
    webSite: body.webSite,
    street: body.address.street,
    postalCode: body.address.postalCode,
    city: body.address.city,
    phoneNumber: body.phoneNumber,
    description: body.description,
    userSource: body.source,
    userInstitution: institutionName,
    institutionId: body.institutionId,
    startDate: body.startDate,
    endDate: body.endDate,
  };
}

function typeLabel(code: string | null, stored: string | null, lang: Lang) {
  if (!code) return null;
  const known = GREMIUM_TYPES.find((t) => t.code === code);
  const label = known ? (lang === 'en' ? known.labelEn : known.labelPl) : (stored ?? code);
  return { code, label };
}

/** Whether the caller may change this entry: a portal entry, and (for an owner) their own. */
const mayChangeEntry = (actor: Actor, entry: { source: string; profile_id: string | null }) =>
  entry.source === 'USER' && (isOperator(actor.roles) || entry.profile_id === actor.profileId);

/**
 * The editors' list: operators see every entry (hidden profiles flagged); a profile owner on
 * their own body sees no hidden profile but their own (rule 5: hidden profiles appear nowhere
 * to others).
 */
const visibleTo = (actor: Actor) => (row: AdminEntryRow) =>
  isOperator(actor.roles) ||
  isVisibleProfile({ hidden: row.profile_hidden }) ||
  row.profile_id === actor.profileId;

function entryPerson(actor: Actor, row: AdminEntryRow) {
  return {
    profileId: row.profile_id,
    names: { name: row.first_name, secondName: row.second_name, surname: row.surname },
    profileHidden: row.profile_hidden,
    source: row.source as GremiumAdminMembership['source'],
    sourceName: row.source_name,
    editable: mayChangeEntry(actor, row),
  };
}

const periodRows = (row: AdminEntryRow) =>
  row.periods.map((p) => ({
    date_from: p.date_from,
    date_to: p.date_to,
    status_override: p.status_override,
  }));

/**
 * accounts-and-platform §4, §8: a body with members is not deleted. The refusal says what the
 * caller can do about it (issue 41 #14): how many of the members they see they may remove
 * themselves, and whether others remain that only an operator can remove. It never counts
 * entries the caller cannot see (hidden profiles, for a profile owner).
 */
function hasMembers(actor: Actor, members: AdminEntryRow[]) {
  const removable = members.filter((m) => visibleTo(actor)(m) && mayChangeEntry(actor, m)).length;
  const message =
    removable === members.length
      ? `This gremium has ${removable} member(s): remove them before deleting it.`
      : isOperator(actor.roles)
        ? `This gremium has ${members.length} member(s), ${members.length - removable} of them from a state system: it cannot be deleted here.`
        : removable > 0
          ? `You can remove ${removable} member(s) of this gremium; the others can only be removed by an operator: remove yours and ask an operator before deleting it.`
          : 'This gremium has members that only an operator can remove: ask an operator before deleting it.';
  return new ConflictError(message, GREMIUM_ADMIN_ERROR_CODES.GREMIUM_HAS_MEMBERS_ERROR);
}

/**
 * Administration of bodies (accounts-and-platform §3–§6): operators (OPI_OP, MEIN_OP) manage
 * every body entered on this portal; a profile owner manages a body they added themselves
 * (docs/decisions/021-gremium-administration.md). Bodies and entries from state systems are
 * read-only. Every write is one transaction with its audit entry; the public reads query the
 * same tables, so a change shows at once (their answers are revalidated on every use).
 */
export function createGremiumAdminService(deps: {
  repo: GremiumAdminRepository;
  audit: AuditRepository;
  tx: TxRunner;
}) {
  const { repo, audit, tx } = deps;

  async function institutionName(institutionId: string | null) {
    if (institutionId === null) return null;
    const institution = await repo.findInstitutionName(institutionId);
    if (!institution)
      throw new ValidationError([
        {
          key: 'institutionId',
          content: 'is not a known institution',
          invalidValue: institutionId,
        },
      ]);
    return institution.namePl;
  }

  /**
   * The person of a new or edited entry. On a body they added, a profile owner lists only
   * themselves: listing other scientists would put an unofficial body on their profiles.
   */
  async function person(actor: Actor, profileId: string) {
    if (!isOperator(actor.roles) && profileId !== actor.profileId)
      throw new ValidationError([
        {
          key: 'profileId',
          content: 'must be your own profile: on a body you added you list only yourself',
          invalidValue: profileId,
        },
      ]);
    const profile = await repo.findProfile(profileId);
    if (!profile)
      throw new ValidationError([
        { key: 'profileId', content: 'is not a known profile', invalidValue: profileId },
      ]);
    return {
      profileId: profile.id,
      firstName: profile.firstName,
      surname: profile.surname,
      prefix: profile.prefix,
    };
  }

  /**
   * decision 036: an owner adds at most OWNER_GREMIA_PER_DAY bodies in 24 hours (429, with the
   * seconds until the next may be added) and keeps at most OWNER_GREMIA_MAX (409).
   */
  async function assertOwnerMayAdd(t: Parameters<Parameters<TxRunner>[0]>[0], userId: string) {
    const now = Date.now();
    const { kept, recent } = await repo.ownerAdditions(t, userId, new Date(now - DAY_MS));
    if (kept >= OWNER_GREMIA_MAX)
      throw new ConflictError(
        `You keep ${kept} bodies you added, the most an account may: delete one before adding another.`,
        GREMIUM_ADMIN_ERROR_CODES.GREMIUM_LIMIT_REACHED,
      );
    if (recent.length >= OWNER_GREMIA_PER_DAY) {
      const oldest = recent[recent.length - OWNER_GREMIA_PER_DAY]!;
      const wait = Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now) / 1000));
      throw new AppError(
        429,
        ERROR_CODES.RATE_LIMITED,
        `At most ${OWNER_GREMIA_PER_DAY} bodies can be added in a day; try again later.`,
        undefined,
        { 'retry-after': String(wait) },
      );
    }
  }

  /** The body, locked, and writable: 404 when gone, 409 when it is a state system's. */
  async function writableGremium(t: Parameters<Parameters<TxRunner>[0]>[0], gremiumId: string) {
    const row = await repo.lockGremium(t, gremiumId);
    if (!row) throw new GremiumNotFoundError();
    if (row.source !== 'USER') throw new StateSystemDataError('gremium');
  }

  async function view(gremiumId: string, lang: Lang): Promise<GremiumAdmin> {
    const row = await repo.findAdminView(gremiumId);
    if (!row) throw new GremiumNotFoundError();
    return {
      gremiumId: row.id,
      name: row.name,
      nameEn: row.nameEn,
      type: typeLabel(row.institutionTypeCode, row.institutionTypeLabel, lang),
      status: gremiumStatus(row.endDate),
      organizationStructure: row.organizationStructure,
      webSite: row.webSite,
      address: { street: row.street, postalCode: row.postalCode, city: row.city },
      phoneNumber: row.phoneNumber,
      description: row.description,
      source: row.source,
      userSource: row.userSource,
      userGremium:
        row.userGremium === 'OWNER' || row.userGremium === 'OPERATOR' ? row.userGremium : null,
      userInstitution: row.userInstitution,
      institution: row.institution
        ? { id: row.institution.id, name: row.institution.namePl }
        : null,
      startDate: toIsoDate(row.startDate),
      endDate: toIsoDate(row.endDate),
      editable: row.source === 'USER',
      membersCount: row._count.memberships,
      functionsCount: row._count.functions,
    };
  }

  /** Adds, edits or removes an entry (member or function) of a writable body. */
  async function writeEntry<T>(
    actor: Actor,
    kind: EntryKind,
    gremiumId: string,
    entryId: string | null,
    work: (t: Parameters<Parameters<TxRunner>[0]>[0]) => Promise<{ id: string; details: T }>,
    action: string,
  ) {
    return tx(async (t) => {
      await writableGremium(t, gremiumId);
      if (entryId !== null) {
        const entry = await repo.lockEntry(t, TABLE[kind], gremiumId, entryId);
        // On a body they added, another person's entry is no owner's to change: it answers as
        // an unknown one, before its source is told (decision 029).
        if (!entry || !(isOperator(actor.roles) || entry.profile_id === actor.profileId))
          throw new EntryNotFoundError(kind);
        if (entry.source !== 'USER') throw new StateSystemDataError(kind);
      }
      const { id, details } = await work(t);
      await audit.write(
        {
          actor,
          action,
          targetType: 'GREMIUM',
          targetId: gremiumId,
          details: { [`${kind}Id`]: id, ...details },
        },
        t,
      );
      return id;
    });
  }

  async function memberships(
    actor: Actor,
    gremiumId: string,
    lang: Lang,
  ): Promise<GremiumAdminMembership[]> {
    const today = todayInPoland();
    const rows = await repo.listEntries('gremium_membership', gremiumId);
    return rows.filter(visibleTo(actor)).map((row) => ({
      ...entryPerson(actor, row),
      membershipId: row.id,
      memberKind: memberKind(row.member_kind ?? 'MEMBER', lang),
      status: positionStatus(periodRows(row), today),
      terms: row.periods.map((p) => ({
        fromYear: year(p.date_from),
        toYear: year(p.date_to),
        status: p.status_override,
      })),
    }));
  }

  async function functions(actor: Actor, gremiumId: string): Promise<GremiumAdminFunction[]> {
    const today = todayInPoland();
    const rows = await repo.listEntries('gremium_function', gremiumId);
    return rows.filter(visibleTo(actor)).map((row) => ({
      ...entryPerson(actor, row),
      functionId: row.id,
      functionPl: row.function_pl ?? '',
      functionEn: row.function_en ?? null,
      status: positionStatus(periodRows(row), today),
      periods: row.periods.map((p) => ({
        dateFrom: toIsoDate(p.date_from),
        dateTo: toIsoDate(p.date_to),
        status: p.status_override,
      })),
    }));
  }

  const termsOf = (body: MembershipWriteRequest) =>
    body.terms.map((term) => ({
      dateFrom: `${term.fromYear}-01-01`,
      dateTo: term.toYear === null ? null : `${term.toYear}-12-31`,
      statusOverride: term.toYear === null ? (term.status ?? 'CURRENT') : null,
    }));
  const periodsOf = (body: FunctionWriteRequest) =>
    body.periods.map((period) => ({
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      statusOverride: period.dateTo === null ? (period.status ?? 'CURRENT') : null,
    }));
  const functionNames = (body: FunctionWriteRequest) => ({
    functionPl: body.functionPl,
    functionEn: body.functionEn,
  });

  return {
    /**
     * The ownership the routes' guard asks before the request is parsed: an operator manages
     * every body there is; a profile owner only a body they added. Another's answers as an
     * unknown one (decision 029).
     */
    async manages(actor: Actor, gremiumId: string) {
      const row = await repo.findOwnership(gremiumId);
      if (!row) return false;
      if (isOperator(actor.roles)) return true;
      return row.userGremium === 'OWNER' && row.createdByUserId === actor.userId;
    },

    /** The bodies this account added as a profile owner (its edit mode lists them). */
    async ownGremia(userId: string): Promise<OwnGremium[]> {
      const rows = await repo.listOwn(userId);
      return rows.map((row) => ({
        gremiumId: row.id,
        name: row.name,
        status: gremiumStatus(row.endDate),
        membersCount: row._count.memberships,
        functionsCount: row._count.functions,
      }));
    },

    view,
    memberships,
    functions,

    async create(actor: Actor, body: GremiumWriteRequest, lang: Lang) {
      const record = toRecord(body, await institutionName(body.institutionId));
      const addedBy = isOperator(actor.roles) ? 'OPERATOR' : 'OWNER';
      const id = await tx(async (t) => {
        if (addedBy === 'OWNER') await assertOwnerMayAdd(t, actor.userId);
        const gremiumId = await repo.createGremium(t, record, { userId: actor.userId, addedBy });
        await audit.write(
          {
            actor,
            action: GREMIUM_AUDIT_ACTIONS.CREATED,
            targetType: 'GREMIUM',
            targetId: gremiumId,
            details: { addedBy, record },
          },
          t,
        );
        return gremiumId;
      });
      return view(id, lang);
    },

    async update(actor: Actor, gremiumId: string, body: GremiumWriteRequest, lang: Lang) {
      const record = toRecord(body, await institutionName(body.institutionId));
      await tx(async (t) => {
        await writableGremium(t, gremiumId);
        const before = await repo.findAdminView(gremiumId, t);
        await repo.updateGremium(t, gremiumId, record);
        await audit.write(
          {
            actor,
            action: GREMIUM_AUDIT_ACTIONS.UPDATED,
            targetType: 'GREMIUM',
            targetId: gremiumId,
            details: { before: { ...before, _count: undefined }, record },
          },
          t,
        );
      });
      return view(gremiumId, lang);
    },

    /** accounts-and-platform §4, §8: refused while the body has members. */
    async remove(actor: Actor, gremiumId: string) {
      await tx(async (t) => {
        await writableGremium(t, gremiumId);
        const members = await repo.listEntries('gremium_membership', gremiumId, t);
        if (members.length > 0) throw hasMembers(actor, members);
        const before = await repo.findAdminView(gremiumId, t);
        await repo.deleteGremium(t, gremiumId);
        await audit.write(
          {
            actor,
            action: GREMIUM_AUDIT_ACTIONS.DELETED,
            targetType: 'GREMIUM',
            targetId: gremiumId,
            details: { name: before?.name ?? null, functions: before?._count.functions ?? 0 },
          },
          t,
        );
      });
    },

    async addMembership(actor: Actor, gremiumId: string, body: MembershipWriteRequest) {
      const who = await person(actor, body.profileId);
      const terms = termsOf(body);
      const id = await writeEntry(
        actor,
        'membership',
        gremiumId,
        null,
        async (t) => ({
          id: await repo.createMembership(t, gremiumId, who, body.memberKind, terms),
          details: { profileId: who.profileId, memberKind: body.memberKind, terms },
        }),
        GREMIUM_AUDIT_ACTIONS.MEMBERSHIP_ADDED,
      );
      return { membershipId: id };
    },

    async updateMembership(
      actor: Actor,
      gremiumId: string,
      membershipId: string,
      body: MembershipWriteRequest,
    ) {
      const who = await person(actor, body.profileId);
      const terms = termsOf(body);
      await writeEntry(
        actor,
        'membership',
        gremiumId,
        membershipId,
        async (t) => {
          await repo.updateMembership(t, membershipId, who, body.memberKind, terms);
          return {
            id: membershipId,
            details: { profileId: who.profileId, memberKind: body.memberKind, terms },
          };
        },
        GREMIUM_AUDIT_ACTIONS.MEMBERSHIP_UPDATED,
      );
      return { membershipId };
    },

    async removeMembership(actor: Actor, gremiumId: string, membershipId: string) {
      await writeEntry(
        actor,
        'membership',
        gremiumId,
        membershipId,
        async (t) => {
          await repo.deleteMembership(t, membershipId);
          return { id: membershipId, details: {} };
        },
        GREMIUM_AUDIT_ACTIONS.MEMBERSHIP_REMOVED,
      );
    },

    async addFunction(actor: Actor, gremiumId: string, body: FunctionWriteRequest) {
      const who = await person(actor, body.profileId);
      const periods = periodsOf(body);
      const id = await writeEntry(
        actor,
        'function',
        gremiumId,
        null,
        async (t) => ({
          id: await repo.createFunction(t, gremiumId, who, functionNames(body), periods),
          details: { profileId: who.profileId, ...functionNames(body), periods },
        }),
        GREMIUM_AUDIT_ACTIONS.FUNCTION_ADDED,
      );
      return { functionId: id };
    },

    async updateFunction(
      actor: Actor,
      gremiumId: string,
      functionId: string,
      body: FunctionWriteRequest,
    ) {
      const who = await person(actor, body.profileId);
      const periods = periodsOf(body);
      await writeEntry(
        actor,
        'function',
        gremiumId,
        functionId,
        async (t) => {
          await repo.updateFunction(t, functionId, who, functionNames(body), periods);
          return {
            id: functionId,
            details: { profileId: who.profileId, ...functionNames(body), periods },
          };
        },
        GREMIUM_AUDIT_ACTIONS.FUNCTION_UPDATED,
      );
      return { functionId };
    },

    async removeFunction(actor: Actor, gremiumId: string, functionId: string) {
      await writeEntry(
        actor,
        'function',
        gremiumId,
        functionId,
        async (t) => {
          await repo.deleteFunction(t, functionId);
          return { id: functionId, details: {} };
        },
        GREMIUM_AUDIT_ACTIONS.FUNCTION_REMOVED,
      );
    },
  };
}

export type GremiumAdminService = ReturnType<typeof createGremiumAdminService>;
