import {
  CV_AUDIT_ACTIONS,
  CV_VERIFICATION_CODE,
  CvVerifiedFactsSchema,
  type CvLanguage,
  type CvVerification,
  type CvVerifiedFacts,
} from '@ln/contracts';
import type { TxRunner } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import { NotFoundError, type ProfileActor } from '@ln/server';
import { isVisibleProfile } from '@ln/visibility';
import {
  buildFacts,
  contentHash,
  newVerificationCode,
  type CvSigner,
} from './cv-verification.fns.js';
import type { CvVerificationRepository } from './cv-verification.repository.js';

export class CvVerificationNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such verification code.', 'CV_VERIFICATION_NOT_FOUND');
  }
}

/**
 * Verification codes of CV documents (issue 49, docs/cv.md "Verification"): each download
 * carries a code whose facts (what the CV says, and what the registries confirm of it) are
 * signed; the public reads them back by the code and sees whether the signature holds; the
 * owner lists and revokes their codes.
 */
export function createCvVerificationService(deps: {
  repo: CvVerificationRepository;
  signer: CvSigner;
  audit: AuditRepository;
  tx: TxRunner;
}) {
  const { repo, signer, audit, tx } = deps;
  const service = {
    /**
     * The code of a document about to be rendered: the code of an earlier download when the
     * CV's facts have not changed since (and that code was not revoked), else a new one,
     * signed and stored with its audit entry in one transaction.
     */
    async issue(
      owner: ProfileActor,
      cvId: string,
      language: CvLanguage,
      name: string,
    ): Promise<{ code: string; issued: string }> {
      const source = await repo.factsSource(owner.profileId, cvId);
      const onProfile = await repo.onProfile(
        owner.profileId,
        source.publications.flatMap((p) => (p.publicationId ? [p.publicationId] : [])),
        source.publications.flatMap((p) => (p.doi ? [p.doi] : [])),
      );
      const facts = buildFacts({
        ...source,
        code: newVerificationCode(),
        issued: new Date(),
        language,
        owner: { profileId: owner.profileId, name },
        onProfile,
      });
      const hash = contentHash(facts);
      return tx(async (t) => {
        const earlier = await repo.findReusable(cvId, hash, t);
        if (earlier) {
          const kept = earlier.facts as CvVerifiedFacts;
          return { code: earlier.code, issued: kept.issued };
        }
        await repo.create(
          {
            code: facts.code,
            cvId,
            profileId: owner.profileId,
            contentHash: hash,
            facts,
            signature: signer.sign(facts),
            keyId: signer.keyId,
          },
          t,
        );
        await audit.write(
          {
            actor: { userId: owner.userId, reqId: owner.reqId },
            action: CV_AUDIT_ACTIONS.VERIFICATION_ISSUED,
            targetType: 'PROFILE',
            targetId: owner.profileId,
            details: { cvId, code: facts.code },
          },
          t,
        );
        return { code: facts.code, issued: facts.issued };
      });
    },

    /**
     * `public/cv/verification/{code}`: the facts and whether their signature holds. An
     * unknown code, a malformed one and one of a hidden profile answer the same 404.
     */
    async verify(code: string): Promise<CvVerification> {
      if (!CV_VERIFICATION_CODE.test(code)) throw new CvVerificationNotFoundError();
      const row = await repo.find(code);
      if (!row || !isVisibleProfile(row.profile)) throw new CvVerificationNotFoundError();
      const facts = CvVerifiedFactsSchema.safeParse(row.facts);
      // Facts that no longer have their form were altered; nothing of them is shown.
      if (!facts.success) throw new CvVerificationNotFoundError();
      const signed = signer.verify(row.facts, row.signature, row.keyId);
      return {
        code: row.code,
        status: !signed ? 'INVALID_SIGNATURE' : row.revokedAt ? 'REVOKED' : 'VALID',
        revokedAt: row.revokedAt?.toISOString() ?? null,
        facts: facts.data,
        signature: Buffer.from(row.signature).toString('base64url'),
        algorithm: 'Ed25519',
        keyId: row.keyId,
      };
    },

    keys: () => signer.keys,

    async list(cvId: string) {
      const rows = await repo.list(cvId);
      return {
        codes: rows.map((r) => ({
          code: r.code,
          creationDate: r.createdAt.toISOString(),
          revokedAt: r.revokedAt?.toISOString() ?? null,
        })),
      };
    },

    /** The owner withdraws a code of their CV: the verify page then says it is revoked. */
    async revoke(owner: ProfileActor, cvId: string, code: string) {
      await tx(async (t) => {
        if (!(await repo.revoke(cvId, code, t))) throw new CvVerificationNotFoundError();
        await audit.write(
          {
            actor: { userId: owner.userId, reqId: owner.reqId },
            action: CV_AUDIT_ACTIONS.VERIFICATION_REVOKED,
            targetType: 'PROFILE',
            targetId: owner.profileId,
            details: { cvId, code },
          },
          t,
        );
      });
      return service.list(cvId);
    },
  };
  return service;
}

export type CvVerificationService = ReturnType<typeof createCvVerificationService>;
