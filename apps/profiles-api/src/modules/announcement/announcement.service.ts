import {
  ANNOUNCEMENT_ERROR_CODES,
  type Announcement,
  type AnnouncementListQuery,
  type AnnouncementWrite,
  type ElectionResult,
  type ElectionResultAnswer,
  toIsoDate,
} from '@ln/contracts';
import type { TxRunner } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import { type Actor, ConflictError, NotFoundError, ValidationError } from '@ln/server';
import type { AnnouncementRepository, AnnouncementRow } from './announcement.repository.js';

export const ANNOUNCEMENT_AUDIT_ACTIONS = {
  CREATED: 'ANNOUNCEMENT_CREATED',
  UPDATED: 'ANNOUNCEMENT_UPDATED',
  WITHDRAWN: 'ANNOUNCEMENT_WITHDRAWN',
  RESULT_RECORDED: 'ELECTION_RESULT_RECORDED',
} as const;

const notFound = () =>
  new NotFoundError('No such announcement.', ANNOUNCEMENT_ERROR_CODES.ANNOUNCEMENT_NOT_FOUND);

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    announcementId: row.id,
    kind: row.kind,
    titlePl: row.titlePl,
    titleEn: row.titleEn,
    bodyPl: row.bodyPl,
    bodyEn: row.bodyEn,
    opensOn: toIsoDate(row.opensOn)!,
    closesOn: toIsoDate(row.closesOn),
    disciplineCodes: row.disciplineCodes,
    gremium: row.gremium ? { gremiumId: row.gremium.id, name: row.gremium.name } : null,
    status: row.status,
    resultAt: row.resultAt?.toISOString() ?? null,
    createDate: row.createdAt.toISOString(),
    lastUpdateDate: row.updatedAt.toISOString(),
  };
}

/** Sends a message about a call or an election through the existing messages (MEIN_OP). */
export type Notify = (
  actor: Actor,
  body: {
    kind: AnnouncementWrite['kind'];
    subject: string;
    body: string;
    audience: { fieldCodes: string[]; disciplineCodes: string[]; expertsOnly: boolean };
  },
) => Promise<{ messageId: string }>;

/**
 * Calls for proposals and election notices (accounts-and-platform §6, MEIN_OP; decision 049):
 * each write one transaction with its audit entry; public reads show published ones only.
 */
export function createAnnouncementService(deps: {
  repo: AnnouncementRepository;
  audit: AuditRepository;
  tx: TxRunner;
  notify: Notify;
}) {
  const { repo, audit, tx } = deps;

  async function checkGremium(body: AnnouncementWrite) {
    if (body.kind === 'ELECTION' && body.gremiumId && !(await repo.gremiumExists(body.gremiumId))) {
      throw new ValidationError([
        { key: 'gremiumId', content: 'no such body', invalidValue: body.gremiumId },
      ]);
    }
  }

  async function read(id: string) {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return toAnnouncement(row);
  }

  return {
    async list(query: AnnouncementListQuery) {
      const { rows, total } = await repo.listPublished(query);
      return { content: rows.map(toAnnouncement), total };
    },

    /** The public detail: a withdrawn one is as unknown as one that never was. */
    async publicDetail(id: string) {
      const found = await read(id);
      if (found.status !== 'PUBLISHED') throw notFound();
      return found;
    },

    async create(actor: Actor, body: AnnouncementWrite) {
      await checkGremium(body);
      const id = await tx(async (t) => {
        const created = await repo.create(body, actor.userId, t);
        await audit.write(
          {
            actor,
            action: ANNOUNCEMENT_AUDIT_ACTIONS.CREATED,
            targetType: 'ANNOUNCEMENT',
            targetId: created,
            details: { kind: body.kind, titlePl: body.titlePl, notify: body.notify },
          },
          t,
        );
        return created;
      });
      // After the commit: the message goes through the messages' own write (its rate limit,
      // consent and mail outbox). A refusal there leaves the announcement published.
      let messageId: string | null = null;
      if (body.notify) {
        try {
          const sent = await deps.notify(actor, {
            kind: body.kind,
            subject: body.titlePl,
            body: `${body.bodyPl}\n\n${body.titleEn}\n\n${body.bodyEn}`,
            audience: { fieldCodes: [], disciplineCodes: body.disciplineCodes, expertsOnly: false },
          });
          messageId = sent.messageId;
        } catch {
          messageId = null;
        }
      }
      return { ...(await read(id)), messageId };
    },

    async update(actor: Actor, id: string, body: AnnouncementWrite) {
      await checkGremium(body);
      await tx(async (t) => {
        await repo.lock(id, t);
        const row = await repo.find(id, t);
        if (!row) throw notFound();
        if (row.resultAt && body.kind !== row.kind) {
          throw new ConflictError(
            'An election with a recorded result stays an election.',
            ANNOUNCEMENT_ERROR_CODES.RESULT_ALREADY_RECORDED,
          );
        }
        await repo.update(id, body, t);
        await audit.write(
          {
            actor,
            action: ANNOUNCEMENT_AUDIT_ACTIONS.UPDATED,
            targetType: 'ANNOUNCEMENT',
            targetId: id,
            details: { kind: body.kind, titlePl: body.titlePl },
          },
          t,
        );
      });
      return read(id);
    },

    async withdraw(actor: Actor, id: string) {
      await tx(async (t) => {
        await repo.lock(id, t);
        const row = await repo.find(id, t);
        if (!row) throw notFound();
        if (row.status === 'WITHDRAWN') return;
        await repo.withdraw(id, t);
        await audit.write(
          {
            actor,
            action: ANNOUNCEMENT_AUDIT_ACTIONS.WITHDRAWN,
            targetType: 'ANNOUNCEMENT',
            targetId: id,
          },
          t,
        );
      });
      return read(id);
    },

    /** An election's result: the elected become members of its body, once, audited. */
    async recordResult(
      actor: Actor,
      id: string,
      body: ElectionResult,
    ): Promise<ElectionResultAnswer> {
      const at = new Date();
      return tx(async (t) => {
        await repo.lock(id, t);
        const row = await repo.find(id, t);
        if (!row) throw notFound();
        if (row.kind !== 'ELECTION' || row.status !== 'PUBLISHED' || !row.gremium) {
          throw new ConflictError(
            'Only a published election notice has a result.',
            ANNOUNCEMENT_ERROR_CODES.NOT_AN_OPEN_ELECTION,
          );
        }
        if (row.resultAt) {
          throw new ConflictError(
            'The result of this election is recorded already.',
            ANNOUNCEMENT_ERROR_CODES.RESULT_ALREADY_RECORDED,
          );
        }
        const ids = body.elected.map((e) => e.profileId);
        const profiles = new Map((await repo.profilesOf(ids, t)).map((p) => [p.id, p]));
        const unknown = ids.findIndex((profileId) => !profiles.has(profileId));
        if (unknown >= 0) {
          throw new ValidationError([
            {
              key: `elected[${unknown}].profileId`,
              content: 'no such profile',
              invalidValue: ids[unknown],
            },
          ]);
        }
        const gremiumId = row.gremium.id;
        const already = await repo.membersAmong(gremiumId, ids, t);
        const added = body.elected
          .filter((e) => !already.has(e.profileId))
          .map((e) => {
            const p = profiles.get(e.profileId)!;
            return {
              profileId: p.id,
              firstName: p.firstName,
              surname: p.surname,
              prefix: p.prefix,
              memberKind: e.memberKind,
            };
          });
        const termFrom = body.termFrom ? new Date(`${body.termFrom}T00:00:00.000Z`) : at;
        await repo.addMembers(gremiumId, added, termFrom, t);
        await repo.setResult(id, at, t);
        await audit.write(
          {
            actor,
            action: ANNOUNCEMENT_AUDIT_ACTIONS.RESULT_RECORDED,
            targetType: 'ANNOUNCEMENT',
            targetId: id,
            details: {
              gremiumId,
              elected: ids,
              added: added.map((a) => a.profileId),
              termFrom: toIsoDate(termFrom),
            },
          },
          t,
        );
        return { announcementId: id, gremiumId, added: added.length, resultAt: at.toISOString() };
      });
    },
  };
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
