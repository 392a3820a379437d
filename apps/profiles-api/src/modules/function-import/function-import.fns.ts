import {
  isIsoDateInRange,
  isUuid,
  type FunctionImportColumn,
  type FunctionImportRowError,
  type FunctionImportRowErrorCode,
} from '@ln/contracts';
import { isValidPesel } from '@ln/pesel';
import { padPesel, type RawRow } from './function-import.parse.js';

/** How the file names the person: by profile, ORCID iD or PESEL (the PESEL only in memory). */
export type PersonRef =
  | { kind: 'profileId'; value: string }
  | { kind: 'orcid'; value: string }
  | { kind: 'pesel'; value: string };

/** A row whose cells are well-formed, before the body and the person are looked up. */
export interface CheckedRow {
  rowNumber: number;
  gremiumId: string | null;
  gremiumName: string | null;
  person: PersonRef;
  functionPl: string;
  functionEn: string;
  dateFrom: string;
  dateTo: string | null;
}

const ORCID = /^(?:https?:\/\/orcid\.org\/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dX])$/i;
const NAME_MAX = 300;
const GREMIUM_NAME_MAX = 1000;

/** A row error; the value of the `pesel` column is never kept (rule 5). */
export function rowError(
  column: FunctionImportColumn | 'row',
  code: FunctionImportRowErrorCode,
  content: string,
  value: string | null = null,
): FunctionImportRowError {
  return { column, code, content, invalidValue: column === 'pesel' ? null : value };
}

/** ORCID's check digit (ISO 7064 11,2). */
function orcidChecksumOk(orcid: string) {
  const digits = orcid.replace(/-/g, '');
  let total = 0;
  for (const ch of digits.slice(0, 15)) total = (total + Number(ch)) * 2;
  const check = (12 - (total % 11)) % 11;
  return digits[15]?.toUpperCase() === (check === 10 ? 'X' : String(check));
}

/** An ISO day (four-digit year, real date, within the contracts' range) or null; `D.M.YYYY` as Polish sheets write it. */
export function parseDay(text: string): string | null {
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  let [y, m, d] = match ? [match[1], match[2], match[3]] : [];
  if (!match) {
    match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
    if (!match) return null;
    [d, m, y] = [match[1]!.padStart(2, '0'), match[2]!.padStart(2, '0'), match[3]];
  }
  // The contracts' range (years 1000-2999): a year 0000 is refused here, in its row, rather
  // than by PostgreSQL for the whole file (issue 41 #12).
  const iso = `${y}-${m}-${d}`;
  return isIsoDateInRange(iso) ? iso : null;
}

/**
 * The cell rules of one row (accounts-and-platform §5 for functions: the names, the start
 * date required, four-digit years, start not later than end). Every error names its column.
 */
export function checkRow(raw: RawRow): {
  row: CheckedRow | null;
  errors: FunctionImportRowError[];
} {
  const v = raw.values;
  const errors: FunctionImportRowError[] = [];
  // A cell that held a PESEL was dropped by the reader: it counts as given (so no "required"
  // follows), its check is this error alone, and its value is gone (issue 41 #5).
  const peselIn = new Set(raw.peselIn);
  for (const column of peselIn)
    errors.push(
      rowError(
        column,
        'PESEL_IN_COLUMN',
        'holds a PESEL: a PESEL belongs only in the pesel column',
      ),
    );
  const given = (column: FunctionImportColumn) => v[column] !== undefined || peselIn.has(column);

  const gremiumId = v.gremiumId ?? null;
  const gremiumName = v.gremiumName ?? null;
  if (!given('gremiumId') && !given('gremiumName'))
    errors.push(
      rowError('gremiumId', 'ONE_GREMIUM', 'give the gremium by gremiumId or gremiumName'),
    );
  if (gremiumId !== null && !isUuid(gremiumId))
    errors.push(rowError('gremiumId', 'INVALID_UUID', 'must be a UUID', gremiumId));
  if (gremiumName !== null && gremiumName.length > GREMIUM_NAME_MAX)
    errors.push(
      rowError('gremiumName', 'TOO_LONG', `must be at most ${GREMIUM_NAME_MAX} characters`),
    );

  const refs = (['profileId', 'orcid', 'pesel'] as const).filter(given);
  let person: PersonRef | null = null;
  if (refs.length !== 1) {
    errors.push(
      rowError(
        refs[1] ?? 'profileId',
        'ONE_PERSON',
        'give the person by exactly one of profileId, orcid or pesel',
      ),
    );
  } else if (!peselIn.has(refs[0]!)) {
    const kind = refs[0]!;
    const value = v[kind]!;
    if (kind === 'profileId') {
      if (isUuid(value)) person = { kind, value: value.toLowerCase() };
      else errors.push(rowError(kind, 'INVALID_UUID', 'must be a UUID', value));
    } else if (kind === 'orcid') {
      const id = ORCID.exec(value)?.[1]?.toUpperCase();
      if (id && orcidChecksumOk(id)) person = { kind, value: id };
      else errors.push(rowError(kind, 'INVALID_ORCID', 'is not a valid ORCID iD', value));
    } else {
      // A sheet may have turned the number into a figure and dropped its leading zero.
      const pesel = padPesel(value);
      if (isValidPesel(pesel)) person = { kind, value: pesel };
      else errors.push(rowError(kind, 'INVALID_PESEL', 'is not a valid PESEL'));
    }
  }

  for (const column of ['functionPl', 'functionEn'] as const) {
    const text = v[column];
    if (!given(column)) errors.push(rowError(column, 'REQUIRED', 'is required'));
    else if (text === undefined) continue;
    else if (text.length > NAME_MAX)
      errors.push(rowError(column, 'TOO_LONG', `must be at most ${NAME_MAX} characters`));
  }

  let dateFrom: string | null = null;
  if (!given('dateFrom'))
    errors.push(rowError('dateFrom', 'REQUIRED', 'the function start date is required'));
  else if (v.dateFrom !== undefined) {
    dateFrom = parseDay(v.dateFrom);
    if (dateFrom === null)
      errors.push(
        rowError(
          'dateFrom',
          'INVALID_DATE',
          'must be a date YYYY-MM-DD (four-digit year)',
          v.dateFrom,
        ),
      );
  }
  let dateTo: string | null = null;
  if (v.dateTo !== undefined) {
    dateTo = parseDay(v.dateTo);
    if (dateTo === null)
      errors.push(
        rowError('dateTo', 'INVALID_DATE', 'must be a date YYYY-MM-DD (four-digit year)', v.dateTo),
      );
    else if (dateFrom !== null && dateFrom > dateTo)
      errors.push(rowError('dateTo', 'DATE_ORDER', 'must not be earlier than dateFrom', v.dateTo));
  }

  if (errors.length > 0 || person === null || dateFrom === null) return { row: null, errors };
  return {
    row: {
      rowNumber: raw.rowNumber,
      gremiumId: gremiumId?.toLowerCase() ?? null,
      gremiumName,
      person,
      functionPl: v.functionPl!,
      functionEn: v.functionEn!,
      dateFrom,
      dateTo,
    },
    errors,
  };
}

/** A stored function, as the plan compares it. */
export interface PlannedFunction {
  functionId: string | null;
  gremiumId: string;
  profileId: string;
  functionPl: string;
  functionEn: string | null;
  source: string;
  periods: PlannedPeriod[];
}

export interface PlannedPeriod {
  dateFrom: string | null;
  dateTo: string | null;
  statusOverride: 'CURRENT' | 'INACTIVE' | null;
}

/** A period from the file: with an empty end it is current (accounts §4). */
const filePeriod = (dateFrom: string, dateTo: string | null): PlannedPeriod => ({
  dateFrom,
  dateTo,
  statusOverride: dateTo === null ? 'CURRENT' : null,
});

/** The identity of a function: the body, the holder and its Polish name (case and spaces aside). */
export const functionKey = (gremiumId: string, profileId: string, functionPl: string) =>
  `${gremiumId}|${profileId}|${functionPl.trim().replace(/\s+/g, ' ').toLowerCase()}`;

export type RowDecision =
  | { action: 'CREATE' | 'UPDATE' | 'UNCHANGED' }
  | { action: 'ERROR'; error: FunctionImportRowError };

/**
 * What a row does to its function: a period is identified by its start date, so the same
 * row read again finds its period unchanged (the import is idempotent). Applies the row to
 * `current` (the plan's state) when it changes something.
 */
export function decideRow(
  current: PlannedFunction | undefined,
  row: {
    gremiumId: string;
    profileId: string;
    functionPl: string;
    functionEn: string;
    dateFrom: string;
    dateTo: string | null;
  },
): { decision: RowDecision; next: PlannedFunction } {
  if (!current) {
    return {
      decision: { action: 'CREATE' },
      next: {
        functionId: null,
        gremiumId: row.gremiumId,
        profileId: row.profileId,
        functionPl: row.functionPl,
        functionEn: row.functionEn,
        source: 'USER',
        periods: [filePeriod(row.dateFrom, row.dateTo)],
      },
    };
  }
  const period = current.periods.find((p) => p.dateFrom === row.dateFrom);
  const same =
    period !== undefined && period.dateTo === row.dateTo && current.functionEn === row.functionEn;
  if (same) return { decision: { action: 'UNCHANGED' }, next: current };
  if (current.source !== 'USER')
    return {
      decision: {
        action: 'ERROR',
        error: rowError(
          'functionPl',
          'STATE_SYSTEM_FUNCTION',
          'this function comes from a state system: it can be viewed, not changed',
          row.functionPl,
        ),
      },
      next: current,
    };
  const periods = period
    ? current.periods.map((p) => (p === period ? filePeriod(row.dateFrom, row.dateTo) : p))
    : [...current.periods, filePeriod(row.dateFrom, row.dateTo)];
  return {
    decision: { action: 'UPDATE' },
    next: { ...current, functionEn: row.functionEn, periods },
  };
}
