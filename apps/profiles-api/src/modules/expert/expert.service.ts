import {
  EXPERT_CONSENT_ENTITIES,
  EXPERT_ERROR_CODES,
  type ExpertConsentEntity,
  type ExpertRegistration,
  type ExpertRegistrationBody,
  type GiveStatementBody,
} from '@ln/contracts';
import type { TxRunner } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import { ConflictError, NotFoundError, ValidationError, type ProfileActor } from '@ln/server';
import { isConsentInForce } from '@ln/visibility';
import type { Lang } from '../../plugins/language.js';
import type { ExpertRepository } from './expert.repository.js';

type Registration = NonNullable<Awaited<ReturnType<ExpertRepository['findRegistration']>>>;

const channelOf = (phone: string | null, email: string | null) =>
  phone && email ? 'BOTH' : phone ? 'PHONE' : 'EMAIL';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function createExpertService(deps: {
  repo: ExpertRepository;
  audit: AuditRepository;
  tx: TxRunner;
}) {
  const { repo } = deps;

  async function view(caller: ProfileActor, lang: Lang): Promise<ExpertRegistration> {
    const [registration, contests, prefill] = await Promise.all([
      repo.findRegistration(caller.userId),
      repo.contests(),
      repo.prefill(caller.userId, caller.profileId),
    ]);
    const [disciplines, prefillDisciplines] = await Promise.all([
      repo.disciplineLabels(registration?.disciplineCodes ?? [], lang),
      repo.disciplineLabels(prefill.disciplineCodes, lang),
    ]);
    return present(
      registration,
      contests,
      { ...prefill, disciplines: prefillDisciplines },
      disciplines,
      lang,
    );
  }

  function present(
    registration: Registration | null,
    contests: Awaited<ReturnType<ExpertRepository['contests']>>,
    prefill: ExpertRegistration['prefill'],
    disciplines: ExpertRegistration['disciplines'],
    lang: Lang,
  ): ExpertRegistration {
    const accepted = new Map(registration?.statements.map((s) => [s.statementCode, s]) ?? []);
    const consents = EXPERT_CONSENT_ENTITIES.map((entity) => {
      const row = registration?.consents.find((c) => c.entity === entity);
      const given = !!row && !!registration && isConsentInForce(row, registration);
      return { entity, given, givenAt: given ? iso(row.grantedAt) : null };
    });
    return {
      status: !registration ? 'NONE' : registration.endedAt ? 'ENDED' : 'ACTIVE',
      registeredAt: iso(registration?.createdAt),
      endedAt: iso(registration?.endedAt),
      phone: registration?.phone ?? null,
      email: registration?.email ?? null,
      contactChannel: registration?.contactChannel ?? null,
      disciplines,
      keywords: registration?.keywords ?? [],
      consents,
      history: (registration?.consentEvents ?? []).map((e) => ({
        entity: e.entity,
        action: e.action,
        at: e.at.toISOString(),
      })),
      contests: contests.map((contest) => ({
        contestId: contest.id,
        code: contest.code,
        name: lang === 'en' ? contest.nameEn : contest.namePl,
        statements: contest.statements.map(({ statement }) => {
          const given = accepted.get(statement.code);
          return {
            code: statement.code,
            text: lang === 'en' ? statement.textEn : statement.textPl,
            version: statement.version,
            given: !!given,
            givenAt: iso(given?.acceptedAt),
            givenVersion: given?.textVersion ?? null,
            givenInContestId: given?.contestId ?? null,
          };
        }),
      })),
      prefill: {
        phone: prefill.phone,
        email: prefill.email,
        disciplines: prefill.disciplines,
        keywords: prefill.keywords,
      },
    };
  }

  async function checkDisciplines(codes: string[]) {
    const known = await repo.knownDisciplines(codes);
    const errors = codes.flatMap((code, i) =>
      known.has(code)
        ? []
        : [
            {
              key: `disciplineCodes[${i}]`,
              content: 'is not a known discipline',
              invalidValue: code,
            },
          ],
    );
    if (errors.length > 0) throw new ValidationError(errors);
  }

  /** The active registration of the caller, locked; 409 when there is none. */
  async function lockActive(caller: ProfileActor, tx: Parameters<Parameters<TxRunner>[0]>[0]) {
    const row = await repo.lockRegistration(caller.userId, tx);
    if (!row || row.ended_at) {
      throw new ConflictError(
        'Register as an expert first (consent and a contact channel).',
        EXPERT_ERROR_CODES.EXPERT_NOT_REGISTERED,
      );
    }
    return row;
  }

  return {
    view,

    /** Joins (or renews, or updates) the registration: consents, contact, disciplines, keywords. */
    async register(caller: ProfileActor, body: ExpertRegistrationBody, lang: Lang) {
      const disciplineCodes = [...new Set(body.disciplineCodes)];
      const keywords = [...new Set(body.keywords)];
      await checkDisciplines(disciplineCodes);
      const phone = body.phone || null;
      const email = body.email || null;
      const contact = { phone, email, contactChannel: channelOf(phone, email) } as const;
      await deps.tx(async (tx) => {
        let row = await repo.lockRegistration(caller.userId, tx);
        const joined = !row || !!row.ended_at;
        if (!row) {
          const created = await repo.createRegistration(
            {
              userId: caller.userId,
              profileId: caller.profileId,
              ...contact,
              disciplineCodes,
              keywords,
            },
            tx,
          );
          row = { id: created.id, ended_at: null };
        } else {
          await repo.updateRegistration(
            row.id,
            { ...contact, disciplineCodes, keywords, endedAt: null },
            tx,
          );
        }
        // An ended registration has no live consent left; every one asked for is given anew.
        const current = row.ended_at ? [] : await repo.activeConsents(row.id, tx);
        const wanted = new Set(body.consents);
        const given = body.consents.filter((e) => !current.includes(e));
        const withdrawn = current.filter((e) => !wanted.has(e));
        for (const entity of given) await repo.giveConsent(row.id, entity, caller.reqId, tx);
        for (const entity of withdrawn) {
          await repo.withdrawConsent(row.id, entity, caller.reqId, tx);
        }
        await deps.audit.write(
          {
            actor: caller,
            action: joined ? 'EXPERT_REGISTERED' : 'EXPERT_REGISTRATION_UPDATED',
            targetType: 'USER',
            targetId: caller.userId,
            details: { consentsGiven: given, consentsWithdrawn: withdrawn },
          },
          tx,
        );
      });
      return view(caller, lang);
    },

    async giveConsent(caller: ProfileActor, entity: ExpertConsentEntity, lang: Lang) {
      await deps.tx(async (tx) => {
        const row = await repo.lockRegistration(caller.userId, tx);
        if (!row) {
          throw new ConflictError(
            'Register as an expert first (consent and a contact channel).',
            EXPERT_ERROR_CODES.EXPERT_NOT_REGISTERED,
          );
        }
        const current = row.ended_at ? [] : await repo.activeConsents(row.id, tx);
        if (current.includes(entity)) return; // already given: nothing to record
        if (row.ended_at) await repo.updateRegistration(row.id, { endedAt: null }, tx);
        await repo.giveConsent(row.id, entity, caller.reqId, tx);
        await deps.audit.write(
          {
            actor: caller,
            action: row.ended_at ? 'EXPERT_REGISTERED' : 'EXPERT_CONSENT_GIVEN',
            targetType: 'USER',
            targetId: caller.userId,
            details: { entity },
          },
          tx,
        );
      });
      return view(caller, lang);
    },

    /** Withdraws one consent; the last one only with `confirmEnd`, which ends the registration. */
    async withdrawConsent(
      caller: ProfileActor,
      entity: ExpertConsentEntity,
      confirmEnd: boolean,
      lang: Lang,
    ) {
      await deps.tx(async (tx) => {
        const row = await lockActive(caller, tx);
        const current = await repo.activeConsents(row.id, tx);
        if (!current.includes(entity)) return; // not given: nothing to withdraw
        const last = current.length === 1;
        if (last && !confirmEnd) {
          throw new ConflictError(
            'This is the last consent: withdrawing it ends the expert registration. Confirm with confirmEnd=true.',
            EXPERT_ERROR_CODES.EXPERT_LAST_CONSENT,
          );
        }
        await repo.withdrawConsent(row.id, entity, caller.reqId, tx);
        if (last) await repo.updateRegistration(row.id, { endedAt: new Date() }, tx);
        await deps.audit.write(
          {
            actor: caller,
            action: last ? 'EXPERT_REGISTRATION_ENDED' : 'EXPERT_CONSENT_WITHDRAWN',
            targetType: 'USER',
            targetId: caller.userId,
            details: { entity },
          },
          tx,
        );
      });
      return view(caller, lang);
    },

    /** Gives a statement in one contest; every other contest that needs it shows it given (§4). */
    async giveStatement(
      caller: ProfileActor,
      statementCode: string,
      body: GiveStatementBody,
      lang: Lang,
    ) {
      await deps.tx(async (tx) => {
        const row = await lockActive(caller, tx);
        const needed = await repo.contestNeeds(body.contestId, statementCode, tx);
        if (!needed) {
          if (!(await repo.contestExists(body.contestId, tx))) {
            throw new NotFoundError('No such contest.');
          }
          if (!(await repo.statementExists(statementCode, tx))) {
            throw new NotFoundError('No such statement.');
          }
          throw new ValidationError([
            {
              key: 'contestId',
              content: 'this contest does not need this statement',
              invalidValue: body.contestId,
            },
          ]);
        }
        if (needed.version !== body.version) {
          throw new ConflictError(
            `The statement's text has changed (now version ${needed.version}): read it again.`,
            EXPERT_ERROR_CODES.STATEMENT_VERSION_CHANGED,
          );
        }
        const previous = await repo.acceptance(row.id, statementCode, tx);
        if (previous?.textVersion === needed.version) return; // given already, for this text
        await repo.acceptStatement(
          {
            registrationId: row.id,
            statementCode,
            textVersion: needed.version,
            contestId: body.contestId,
          },
          tx,
        );
        await deps.audit.write(
          {
            actor: caller,
            action: 'EXPERT_STATEMENT_GIVEN',
            targetType: 'USER',
            targetId: caller.userId,
            details: { statementCode, contestId: body.contestId, textVersion: needed.version },
          },
          tx,
        );
      });
      return view(caller, lang);
    },
  };
}

export type ExpertService = ReturnType<typeof createExpertService>;
