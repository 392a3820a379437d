import {
  OWNER_PUBLICATION_AUDIT_ACTIONS,
  OWNER_PUBLICATION_ERROR_CODES,
  VERSION_FLAG_KINDS,
  type ForkPublicationRequest,
  type PublicationVersionKind,
  type PublicVisibilityRequest,
} from '@ln/contracts';
import { ConflictError, ValidationError, type Actor, type ProfileActor } from '@ln/server';
import type { Lang } from '../../plugins/language.js';
import type { Tx, TxRunner } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import { PublicationNotFoundError } from '../publication/publication.service.js';
import {
  toOwnerPublication,
  toOwnerVisibility,
  toOwnVersionRecord,
} from './owner-publication.fns.js';
import type { OwnerPublicationRepository } from './owner-publication.repository.js';

/**
 * The owner's publication calls (profiles-area §4, §5, §7): the full view, the visibility
 * block, the public toggle and per-version flags, the own version (fork) and its deletion.
 * Every write is one transaction with its audit entry. The search index holds no publication
 * data, so these writes give the outbox nothing to carry; the public reads query the tables.
 */
export function createOwnerPublicationService(deps: {
  ownerPublicationRepository: OwnerPublicationRepository;
  audit: AuditRepository;
  tx: TxRunner;
}) {
  const { ownerPublicationRepository: repo, tx } = deps;

  /** The audit entry of an owner's write, in its transaction (the one writer of @ln/lifecycle). */
  function audit(
    t: Tx,
    owner: ProfileActor,
    action: string,
    publicationId: string,
    details: Record<string, unknown>,
  ) {
    const actor = { userId: owner.userId, reqId: owner.reqId };
    return deps.audit.write(
      { actor, action, targetType: 'PUBLICATION', targetId: publicationId, details },
      t,
    );
  }

  async function view(owner: ProfileActor, publicationId: string, lang: Lang) {
    const row = await repo.findOwnerView(owner.profileId, publicationId);
    if (!row) throw new PublicationNotFoundError();
    return toOwnerPublication(row, owner.profileId, lang);
  }

  return {
    /**
     * The ownership the route's guard asks before the request is parsed: the publication is on
     * the caller's profile. Another person's answers as an unknown one (decision 029).
     */
    owns: (actor: Actor, publicationId: string) =>
      actor.profileId !== null && repo.isOnProfile(actor.profileId, publicationId),

    publication: view,

    async visibility(owner: ProfileActor, publicationId: string) {
      const row = await repo.findOwnerView(owner.profileId, publicationId);
      if (!row) throw new PublicationNotFoundError();
      return toOwnerVisibility(row);
    },

    /** The whole publication's toggle and the per-version flags, as sent (the rest unchanged). */
    async setVisibility(owner: ProfileActor, publicationId: string, body: PublicVisibilityRequest) {
      return tx(async (t) => {
        const me = await repo.lockAuthorship(t, owner.profileId, publicationId);
        if (!me) throw new PublicationNotFoundError();
        const versions = await repo.lockVersions(t, owner.profileId, publicationId);
        const before = await repo.findOwnerView(owner.profileId, publicationId, t);
        const hidden = new Set<PublicationVersionKind>(me.hidden_versions);
        const missing = [];
        for (const [field, kind] of Object.entries(VERSION_FLAG_KINDS)) {
          const flag = body[field as keyof typeof VERSION_FLAG_KINDS];
          if (flag === undefined) continue;
          const version = versions.find((v) => v.kind === kind);
          if (!version) {
            missing.push({
              key: field,
              content: `this publication has no ${kind} version`,
              invalidValue: flag,
            });
            continue;
          }
          if (version.owner_profile_id === owner.profileId) {
            // The profile's own versions carry their flag themselves.
            if (version.is_visible !== flag) await repo.setOwnVersionVisible(t, version.id, flag);
          } else if (flag) hidden.delete(kind);
          else hidden.add(kind);
        }
        if (missing.length > 0) throw new ValidationError(missing);
        await repo.setAuthorship(t, owner.profileId, publicationId, {
          publiclyVisible: body.publiclyVisible ?? me.publicly_visible,
          hiddenVersions: [...hidden].sort(),
        });
        const after = (await repo.findOwnerView(owner.profileId, publicationId, t))!;
        const result = toOwnerVisibility(after);
        await audit(t, owner, OWNER_PUBLICATION_AUDIT_ACTIONS.VISIBILITY_CHANGED, publicationId, {
          profileId: owner.profileId,
          request: body,
          before: before ? toOwnerVisibility(before) : null,
          after: result,
        });
        return result;
      });
    },

    /**
     * Creates the own version (AUTHOR) or, when there is one, updates it: one own version per
     * publication (accounts-and-platform §5), so a second fork is an update.
     */
    async fork(
      owner: ProfileActor,
      publicationId: string,
      body: ForkPublicationRequest,
      lang: Lang,
    ) {
      const record = toOwnVersionRecord(body);
      const { created, versionId } = await tx(async (t) => {
        const [publication] = await repo.lockPublication(t, publicationId);
        if (!publication) throw new PublicationNotFoundError();
        const versions = await repo.lockVersions(t, owner.profileId, publicationId);
        const own = versions.find(
          (v) => v.kind === 'AUTHOR' && v.owner_profile_id === owner.profileId,
        );
        const id = own
          ? (await repo.updateOwnVersion(t, own.id, record), own.id)
          : await repo.createOwnVersion(t, owner.profileId, publicationId, record);
        await audit(t, owner, OWNER_PUBLICATION_AUDIT_ACTIONS.FORKED, publicationId, {
          profileId: owner.profileId,
          versionId: id,
          created: !own,
          title: record.title,
        });
        return { created: !own, versionId: id };
      });
      return { created, versionId, publication: await view(owner, publicationId, lang) };
    },

    /**
     * Removes the own version. A publication with no own version comes only from state systems
     * (or the portal's record of them): it cannot be deleted, only hidden (409).
     */
    async remove(owner: ProfileActor, publicationId: string) {
      return tx(async (t) => {
        const [publication] = await repo.lockPublication(t, publicationId);
        if (!publication) throw new PublicationNotFoundError();
        const versions = await repo.lockVersions(t, owner.profileId, publicationId);
        const own = versions.find(
          (v) => v.kind === 'AUTHOR' && v.owner_profile_id === owner.profileId,
        );
        if (!own)
          throw new ConflictError(
            'This publication comes from state systems only: it cannot be deleted, only hidden.',
            OWNER_PUBLICATION_ERROR_CODES.PUBLICATION_STATE_ONLY_ERROR,
          );
        const publicationRemoved = await repo.deleteVersion(t, publicationId, own.id);
        await audit(t, owner, OWNER_PUBLICATION_AUDIT_ACTIONS.OWN_VERSION_DELETED, publicationId, {
          profileId: owner.profileId,
          versionId: own.id,
          publicationRemoved,
        });
        return { publicationId, deletedVersionId: own.id, publicationRemoved };
      });
    },
  };
}

export type OwnerPublicationService = ReturnType<typeof createOwnerPublicationService>;
