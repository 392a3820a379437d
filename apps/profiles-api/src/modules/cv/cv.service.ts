import {
  CV_AUDIT_ACTIONS,
  CV_LIMITS,
  PUBLICATION_TYPES,
  CV_SUGGESTIONS,
  type CvBasicInfoBody,
  type CvDescriptionFieldsBody,
  type CvForChooseQuery,
  type CvLanguage,
  type CvPublicationBody,
  type CvQualificationBody,
} from '@ln/contracts';
import { citedKeys } from '@ln/cv';
import type { TxRunner } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type Actor,
  type ProfileActor,
} from '@ln/server';
import {
  basicInfoErrors,
  descriptionFieldErrors,
  evidenceIds,
  fromDbLanguage,
  isoDate,
  publicationErrors,
  qualificationErrors,
  toDbLanguage,
  toPublicationRow,
  yearOf,
} from './cv.fns.js';
import { publicationTypeLabel } from '../publication/publication.fns.js';
import type { CvRepository } from './cv.repository.js';

export class CvNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such CV.', 'CV_NOT_FOUND');
  }
}

const DEGREE_RANK = { MASTER: 1, DOCTOR: 2, HABILITATED_DOCTOR: 3, PROFESSOR: 4 } as const;
const CHOOSER_LIMIT = 100;

/**
 * The owner's CV with its language, or CV_NOT_FOUND (also for the document service): another
 * person's CV answers as an unknown one (decision 029).
 */
export async function ownCv(repo: CvRepository, profileId: string, cvId: string) {
  const cv = await repo.findCv(cvId);
  if (!cv || cv.profileId !== profileId) throw new CvNotFoundError();
  return { ...cv, lang: fromDbLanguage(cv.language) };
}

/**
 * The CV editor (profiles-area §3, §4, §7, §9; accounts §2): a CV is the owner's, its lists
 * are saved whole (the position is the order) and answered reloaded, every save is one
 * transaction with its audit entry. What a save must satisfy is checked by cv.fns.ts; the
 * documents are the document service's (cv-document.service.ts).
 */
export function createCvService(deps: {
  repo: CvRepository;
  audit: AuditRepository;
  tx: TxRunner;
}) {
  const { repo, audit, tx } = deps;
  const cvOf = (owner: ProfileActor, cvId: string) => ownCv(repo, owner.profileId, cvId);

  async function labelsOf(language: CvLanguage) {
    return repo.labels(toDbLanguage(language));
  }

  /** Write one list: lock the CV, replace, audit, all or nothing; then the reloaded list. */
  async function save(
    owner: ProfileActor,
    cvId: string,
    section: string,
    write: (t: Parameters<Parameters<TxRunner>[0]>[0]) => Promise<void>,
  ) {
    await tx(async (t) => {
      await repo.lockCv(cvId, t);
      await write(t);
      await audit.write(
        {
          actor: { userId: owner.userId, reqId: owner.reqId },
          action: CV_AUDIT_ACTIONS.SAVED,
          targetType: 'PROFILE',
          targetId: owner.profileId,
          details: { cvId, section },
        },
        t,
      );
    });
  }

  const service = {
    /**
     * The ownership the route's guard asks before the request is parsed: the CV is the
     * session profile's. Another person's answers as an unknown one (decision 029).
     */
    async owns(actor: Actor, cvId: string) {
      const cv = await repo.findCv(cvId);
      return cv !== null && cv.profileId === actor.profileId;
    },

    async list(owner: ProfileActor) {
      const rows = await repo.listCvs(owner.profileId);
      return rows.map((r) => ({
        cvId: r.id,
        creationDate: r.createdAt.toISOString(),
        language: fromDbLanguage(r.language),
      }));
    },

    /** A new CV, prefilled from the profile with the §9 suggestions. */
    async create(owner: ProfileActor, language: CvLanguage) {
      const created = await tx(async (t) => {
        if ((await repo.countCvs(owner.profileId, t)) >= CV_LIMITS.cvs)
          throw new ConflictError(
            `A profile keeps at most ${CV_LIMITS.cvs} CVs.`,
            'CV_LIMIT_ERROR',
          );
        const source = await repo.prefillSource(owner.profileId, CV_SUGGESTIONS, t);
        if (!source) throw new ForbiddenError('This account has no scientist profile.');
        const labels = await repo.labels(toDbLanguage(language), t);
        const en = language === 'en';
        const degree = [...source.degrees].sort(
          (a, b) => DEGREE_RANK[b.type] - DEGREE_RANK[a.type],
        )[0];
        const job = source.employments[0];
        const discipline = source.disciplines[0]?.discipline;
        const basic: Array<[string, string | null | undefined]> = [
          ['FIRST_NAME', [source.firstName, source.secondName].filter(Boolean).join(' ')],
          ['SURNAME', source.surname],
          ['DEGREE', degree?.label ?? source.prefix],
          ['EMPLOYMENT', job?.institutionName],
          ['POSITION', en ? (job?.positionEn ?? job?.position) : job?.position],
          ['DISCIPLINE', discipline ? (en ? discipline.labelEn : discipline.labelPl) : null],
          ['ORCID', source.orcid],
          // Contact only as the owner shows it to everyone (profiles-area §3 contactData).
          ['EMAIL', source.visibilityEmail === 'EVERYONE' ? source.email : null],
          ['PHONE', source.visibilityPhone === 'EVERYONE' ? source.phoneNumber : null],
        ];
        const known = new Set(labels.filter((l) => l.section === 'BASIC_DATA').map((l) => l.key));
        const publications = await repo.newestPublications(
          owner.profileId,
          CV_SUGGESTIONS.publications,
          t,
        );
        const cv = await repo.createCv(
          {
            profileId: owner.profileId,
            language: toDbLanguage(language),
            experienceYears: 0,
            basicData: basic
              .filter((entry): entry is [string, string] => !!entry[1] && known.has(entry[0]))
              .map(([key, value]) => ({ key, value: value.slice(0, CV_LIMITS.basicValue) })),
            descriptionFields: labels
              .filter((l) => l.section === 'DESCRIPTION')
              .map((l, i) => ({ key: l.key, value: '', internalId: i + 1, tip: l.tip })),
            functions: source.gremiumFunctions.map((f) => ({
              functionId: f.id,
              name: `${en ? (f.functionEn ?? f.functionPl) : f.functionPl}, ${en ? (f.gremium.nameEn ?? f.gremium.name) : f.gremium.name}`,
              fromDate: f.periods[0]?.dateFrom ?? null,
              toDate: f.periods[0]?.dateTo ?? null,
            })),
            memberships: source.gremiumMemberships.map((m) => ({
              membershipId: m.id,
              name: en ? (m.gremium.nameEn ?? m.gremium.name) : m.gremium.name,
              fromYear: yearOf(m.terms[0]?.dateFrom ?? null),
              toYear: yearOf(m.terms[0]?.dateTo ?? null),
            })),
            specialties: source.specialties.map((s) => ({
              specialtyId: s.id,
              name: en ? s.labelEn : s.labelPl,
            })),
            publications: publications.map(toPublicationRow),
          },
          t,
        );
        await audit.write(
          {
            actor: { userId: owner.userId, reqId: owner.reqId },
            action: CV_AUDIT_ACTIONS.CREATED,
            targetType: 'PROFILE',
            targetId: owner.profileId,
            details: { cvId: cv.id, language },
          },
          t,
        );
        return cv;
      });
      return {
        cvId: created.id,
        creationDate: created.createdAt.toISOString(),
        language: fromDbLanguage(created.language),
      };
    },

    async labels(language: CvLanguage) {
      const rows = await labelsOf(language);
      return rows.map((r) => ({ ...r, tip: r.tip ?? null }));
    },

    publicationTypes(language: CvLanguage) {
      return PUBLICATION_TYPES.map((code) => ({
        code,
        label: publicationTypeLabel(code, language),
      }));
    },

    async basicData(owner: ProfileActor, cvId: string) {
      await cvOf(owner, cvId);
      return { basicData: await repo.basicData(cvId) };
    },

    async remainingLabels(owner: ProfileActor, cvId: string) {
      const cv = await cvOf(owner, cvId);
      const [labels, used] = await Promise.all([labelsOf(cv.lang), repo.basicData(cvId)]);
      const taken = new Set(used.map((u) => u.key));
      return {
        enableLabels: labels
          .filter((l) => l.section === 'BASIC_DATA' && !taken.has(l.key))
          .map((l) => ({ key: l.key, label: l.label })),
      };
    },

    async saveBasicInfo(owner: ProfileActor, cvId: string, body: CvBasicInfoBody) {
      const cv = await cvOf(owner, cvId);
      const known = new Set(
        (await labelsOf(cv.lang)).filter((l) => l.section === 'BASIC_DATA').map((l) => l.key),
      );
      const errors = basicInfoErrors(body, known);
      if (errors.length) throw new ValidationError(errors);
      await save(owner, cvId, 'basicData', (t) =>
        repo.replaceBasicData(
          cvId,
          body.values.map((v) => ({ key: v.key, value: v.value })),
          t,
        ),
      );
      return service.basicData(owner, cvId);
    },

    async qualifications(owner: ProfileActor, cvId: string) {
      await cvOf(owner, cvId);
      const q = await repo.qualifications(cvId);
      return {
        ...q,
        functions: q.functions.map((f) => ({
          ...f,
          fromDate: isoDate(f.fromDate),
          toDate: isoDate(f.toDate),
        })),
      };
    },

    async saveQualifications(owner: ProfileActor, cvId: string, body: CvQualificationBody) {
      await cvOf(owner, cvId);
      // Links to the profile's own records only: anything else is typed in by hand (null id).
      const functionIds = body.functions.flatMap((f) => (f.functionId ? [f.functionId] : []));
      const membershipIds = body.memberships.flatMap((m) =>
        m.membershipId ? [m.membershipId] : [],
      );
      const specialtyIds = body.specialties.flatMap((s) => (s.specialtyId ? [s.specialtyId] : []));
      const [links, specialties] = await Promise.all([
        repo.gremiumLinksOf(owner.profileId, functionIds, membershipIds),
        repo.specialtiesOf(owner.profileId, specialtyIds),
      ]);
      const errors = qualificationErrors(body, {
        functions: links.functions,
        memberships: links.memberships,
        specialties,
      });
      if (errors.length) throw new ValidationError(errors);
      await save(owner, cvId, 'qualifications', (t) =>
        repo.replaceQualifications(
          cvId,
          {
            experienceYears: body.experienceYears,
            functions: body.functions.map((f) => ({
              functionId: f.functionId,
              name: f.name,
              fromDate: f.fromDate ? new Date(`${f.fromDate}T00:00:00Z`) : null,
              toDate: f.toDate ? new Date(`${f.toDate}T00:00:00Z`) : null,
            })),
            memberships: body.memberships.map((m) => ({
              membershipId: m.membershipId,
              name: m.name,
              fromYear: m.fromYear,
              toYear: m.toYear,
            })),
            specialties: body.specialties.map((s) => ({
              specialtyId: s.specialtyId,
              name: s.name,
            })),
          },
          t,
        ),
      );
      return service.qualifications(owner, cvId);
    },

    async publications(owner: ProfileActor, cvId: string) {
      await cvOf(owner, cvId);
      return { publications: await repo.publications(cvId) };
    },

    async forChoose(owner: ProfileActor, cvId: string, query: CvForChooseQuery) {
      await cvOf(owner, cvId);
      const [publications, projects] = await Promise.all([
        repo.choosePublications(owner.profileId, query, CHOOSER_LIMIT),
        repo.ownProjects(owner.profileId, CHOOSER_LIMIT),
      ]);
      return {
        publications: publications.map((p) => {
          const { description: _d, ...row } = toPublicationRow(p);
          return row;
        }),
        projects: projects.map((p) => ({
          projectId: p.id,
          title: p.title,
          year: yearOf(p.startDate),
        })),
      };
    },

    async savePublications(owner: ProfileActor, cvId: string, body: CvPublicationBody) {
      await cvOf(owner, cvId);
      const ids = body.publications.flatMap((p) => (p.publicationId ? [p.publicationId] : []));
      const mine = new Set((await repo.publicationsOf(owner.profileId, ids)).map((p) => p.id));
      const errors = publicationErrors(body, mine);
      if (errors.length) throw new ValidationError(errors);
      await save(owner, cvId, 'publications', (t) =>
        repo.replacePublications(
          cvId,
          body.publications.map(({ order: _order, ...p }) => p),
          t,
        ),
      );
      return service.publications(owner, cvId);
    },

    async descriptionFields(owner: ProfileActor, cvId: string) {
      await cvOf(owner, cvId);
      return { descriptionFields: await repo.descriptionFields(cvId) };
    },

    async saveDescriptionFields(owner: ProfileActor, cvId: string, body: CvDescriptionFieldsBody) {
      const cv = await cvOf(owner, cvId);
      const labels = new Map(
        (await labelsOf(cv.lang)).filter((l) => l.section === 'DESCRIPTION').map((l) => [l.key, l]),
      );
      // Evidence markers cite the owner's own visible publications and projects only.
      const cited = body.values.map((v) => citedKeys(v.value));
      const ids = evidenceIds([...new Set(cited.flat())]);
      const [pubs, projects] = await Promise.all([
        repo.publicationsOf(owner.profileId, ids.publications),
        repo.projectsOf(owner.profileId, ids.projects),
      ]);
      const own = new Set([
        ...pubs.map((p) => `pub:${p.id}`),
        ...projects.map((p) => `project:${p.id}`),
      ]);
      const errors = descriptionFieldErrors(body, new Set(labels.keys()), cited, own);
      if (errors.length) throw new ValidationError(errors);
      await save(owner, cvId, 'descriptionFields', (t) =>
        repo.replaceDescriptionFields(
          cvId,
          body.values.map((v) => ({
            key: v.key,
            value: v.value,
            internalId: v.internalId,
            tip: labels.get(v.key)?.tip ?? null,
          })),
          t,
        ),
      );
      return service.descriptionFields(owner, cvId);
    },
  };
  return service;
}

export type CvService = ReturnType<typeof createCvService>;
