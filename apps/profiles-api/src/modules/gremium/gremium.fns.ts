import {
  GREMIUM_MEMBER_KINDS,
  type CodeLabel,
  type Gremium,
  type GremiumListItem,
  type GremiumPositionStatus,
  type GremiumStatus,
  toIsoDate,
} from '@ln/contracts';
import sanitizeHtml from 'sanitize-html';
import type { Lang } from '../../plugins/language.js';
import type {
  FunctionHolderRow,
  GremiumListRow,
  GremiumRepository,
  MemberRow,
  PeriodRow,
  ProfileFunctionRow,
  ProfileMembershipRow,
} from './gremium.repository.js';

type DataSource = Gremium['source'];
type GremiumRecord = NonNullable<Awaited<ReturnType<GremiumRepository['findGremium']>>>;

/** Body status (accounts-and-platform §4): Current while the end date is empty. */
export function gremiumStatus(endDate: Date | string | null): GremiumStatus {
  return endDate === null ? 'CURRENT' : 'FORMER';
}

/**
 * Status of a position from its periods: a period counts as current by its override when
 * set, else when it has no end date or ends on `today` or later; the position is CURRENT
 * when any of its periods is. `today` is YYYY-MM-DD.
 */
export function positionStatus(periods: PeriodRow[], today: string): GremiumPositionStatus {
  const current = periods.some((p) =>
    p.status_override !== null
      ? p.status_override === 'CURRENT'
      : p.date_to === null || p.date_to.slice(0, 10) >= today,
  );
  return current ? 'CURRENT' : 'INACTIVE';
}

export function memberKind(code: string, lang: Lang): CodeLabel {
  const kind = GREMIUM_MEMBER_KINDS.find((k) => k.code === code);
  if (!kind) return { code, label: code };
  return { code, label: lang === 'en' ? kind.labelEn : kind.labelPl };
}

export const toTerm = (p: PeriodRow) => ({
  from: toIsoDate(p.date_from),
  to: toIsoDate(p.date_to),
});
export const toPeriod = (p: PeriodRow) => ({
  dateFrom: toIsoDate(p.date_from),
  dateTo: toIsoDate(p.date_to),
});

export function gremiumName(row: { name: string; nameEn: string | null }, lang: Lang): string {
  return lang === 'en' ? (row.nameEn ?? row.name) : row.name;
}

/**
 * The markup a registry's name of a body may keep (decision 035): emphasis, sub- and
 * superscripts and line breaks, no attributes. Anything else goes, its text kept.
 */
const NAME_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'sub', 'sup', 'br'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `nameHtml`, "the official (Polish) name as HTML", which consumers on any origin may render
 * as HTML: built only from a registry's markup through the allow-list above. A body entered on
 * this portal (source USER) has no markup of its own: its name is text, so it is escaped, never
 * passed on as markup (issue 41 #7).
 */
export function gremiumNameHtml(row: {
  source: string;
  name: string;
  nameHtml: string | null;
}): string | null {
  if (row.source === 'USER') return escapeHtml(row.name);
  return row.nameHtml === null ? null : sanitizeHtml(row.nameHtml, NAME_MARKUP);
}

/** The body as a list or a profile names it: id, shown name, official name as HTML. */
export function gremiumRef(
  row: { id: string; source: string; name: string; nameEn: string | null; nameHtml: string | null },
  lang: Lang,
) {
  return { id: row.id, name: gremiumName(row, lang), nameHtml: gremiumNameHtml(row) };
}

export function toGremium(row: GremiumRecord, lang: Lang): Gremium {
  return {
    gremium: gremiumRef(row, lang),
    organizationStructure: row.organizationStructure,
    description: row.description,
    status: gremiumStatus(row.endDate),
    institutionType: row.institutionTypeCode
      ? {
          code: row.institutionTypeCode,
          label: row.institutionTypeLabel ?? row.institutionTypeCode,
        }
      : null,
    webSite: row.webSite,
    phoneNumber: row.phoneNumber,
    address: { street: row.street, postalCode: row.postalCode, city: row.city },
    source: row.source,
    userSource: row.userSource,
    userGremium: row.userGremium,
    userInstitution: row.userInstitution,
  };
}

export function toGremiumListItem(row: GremiumListRow): GremiumListItem {
  return {
    gremiumId: row.id,
    name: row.name,
    organizationStructure: row.organization_structure,
    status: row.ended ? 'FORMER' : 'CURRENT',
    institutionType: row.institution_type_code
      ? {
          code: row.institution_type_code,
          label: row.institution_type_label ?? row.institution_type_code,
        }
      : null,
    membersCount: row.members_count,
  };
}

function person(row: MemberRow | FunctionHolderRow) {
  return {
    profileId: row.profile_id,
    names: { name: row.first_name, secondName: row.second_name, surname: row.surname },
    prefix: row.prefix,
    calculateEduLevel: row.calculated_edu_level,
    source: row.source as DataSource,
    sourceName: row.source_name,
  };
}

export function toMember(row: MemberRow, lang: Lang) {
  return {
    ...person(row),
    membershipKind: memberKind(row.member_kind, lang),
    membershipId: row.id,
    terms: row.terms.map(toTerm),
  };
}

export function toFunctionHolder(row: FunctionHolderRow, lang: Lang, today: string) {
  const statusCode = positionStatus(row.periods, today);
  return {
    ...person(row),
    function: lang === 'en' ? (row.function_en ?? row.function_pl) : row.function_pl,
    functionId: row.id,
    periods: row.periods.map(toPeriod),
    statusCode,
    current: statusCode === 'CURRENT',
  };
}

/** The words of a name query; the repository compares them folded (ln_fold, in SQL). */
export function queryWords(query: string | undefined): string[] {
  if (!query) return [];
  return query.split(/\s+/).filter((w) => w !== '');
}

/** Latest start of the periods, for "newest first" within a status. */
const latestStart = (periods: PeriodRow[]) =>
  periods.reduce((max, p) => (p.date_from && p.date_from > max ? p.date_from : max), '');

/** Current positions first, then by latest start (newest first), then by body name. */
function byStatusThenNewest<T extends { status: GremiumPositionStatus; gremiumName: string }>(
  items: Array<{ item: T; periods: PeriodRow[] }>,
): T[] {
  return items
    .sort(
      (a, b) =>
        Number(b.item.status === 'CURRENT') - Number(a.item.status === 'CURRENT') ||
        latestStart(b.periods).localeCompare(latestStart(a.periods)) ||
        a.item.gremiumName.localeCompare(b.item.gremiumName, 'pl'),
    )
    .map((x) => x.item);
}

export function toShortMemberships(rows: ProfileMembershipRow[], lang: Lang, today: string) {
  return byStatusThenNewest(
    rows.map((row) => ({
      periods: row.terms,
      item: {
        gremiumId: row.gremium_id,
        membershipId: row.id,
        memberKind: memberKind(row.member_kind, lang),
        status: positionStatus(row.terms, today),
        gremiumName: gremiumName({ name: row.gremium_name, nameEn: row.gremium_name_en }, lang),
        organizationStructure: row.organization_structure,
        source: row.source as DataSource,
        sourceName: row.source_name,
        terms: row.terms.map(toTerm),
        positionOnList: row.position_on_list,
      },
    })),
  );
}

export function toShortFunctions(rows: ProfileFunctionRow[], lang: Lang, today: string) {
  return byStatusThenNewest(
    rows.map((row) => ({
      periods: row.periods,
      item: {
        gremiumId: row.gremium_id,
        functionId: row.id,
        gremiumFunction: lang === 'en' ? (row.function_en ?? row.function_pl) : row.function_pl,
        status: positionStatus(row.periods, today),
        gremiumName: gremiumName({ name: row.gremium_name, nameEn: row.gremium_name_en }, lang),
        structure: row.organization_structure,
        source: row.source as DataSource,
        sourceName: row.source_name,
        positionOnList: row.position_on_list,
        periods: row.periods.map(toPeriod),
      },
    })),
  );
}

export function toProfileMembership(row: ProfileMembershipRow, lang: Lang, today: string) {
  return {
    membershipId: row.id,
    membershipKind: memberKind(row.member_kind, lang),
    status: positionStatus(row.terms, today),
    terms: row.terms.map(toTerm),
    positionOnList: row.position_on_list,
    source: row.source as DataSource,
    sourceName: row.source_name,
  };
}

/**
 * Made once: `toLocaleDateString` with options builds a formatter on every call, which cost
 * about 3 % of the page server's CPU (two calls per profile page).
 */
const POLISH_DATE = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' });

/** Today's date (YYYY-MM-DD) in Poland, where the periods' dates are meant. */
export function todayInPoland(now = new Date()): string {
  return POLISH_DATE.format(now);
}
