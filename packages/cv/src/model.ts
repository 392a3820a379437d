/**
 * One document model for every CV file (DOCX and PDF alike): the service builds it from the
 * stored CV, each renderer only lays it out. Never convert one format into the other.
 */
export type CvDocumentLanguage = 'pl' | 'en';

/** The three downloads of `GET cv/{cvId}/all?cvType=` (decision 020). */
export const CV_TYPES = ['NARRATIVE_PDF', 'NARRATIVE_DOCX', 'PLAIN_DOCX'] as const;
export type CvType = (typeof CV_TYPES)[number];

export interface CvDocumentPublication {
  /** "Kowalska A., Nowak B., Zieliński C. et al." as the owner chose them. */
  authors: string;
  year: number | null;
  title: string;
  /** The type's label in the document's language. */
  type: string;
  doi: string | null;
  description: string | null;
  /**
   * The whole reference in the CV's citation style (decision 051), printed instead of the
   * portal's own line; absent: the portal's line.
   */
  reference?: string | undefined;
}

/** A work the narrative can cite: a publication or a project of the owner. */
export interface CvEvidence {
  /** "Kowalska A. (2021). Title. doi:…" or a project's title and period. */
  text: string;
  doi: string | null;
}

export interface CvNarrativeField {
  heading: string;
  /** Plain text; `[[pub:<uuid>]]` / `[[project:<uuid>]]` markers cite evidence. */
  text: string;
}

export interface CvDocument {
  language: CvDocumentLanguage;
  /** The person's name as the document's title line ("dr hab. Anna Kowalska"). */
  person: string;
  basicData: Array<{ label: string; value: string }>;
  qualifications: {
    experienceYears: number;
    functions: string[];
    memberships: string[];
    specialties: string[];
  };
  publications: CvDocumentPublication[];
  narrative: CvNarrativeField[];
  /** What each marker of the narrative points at, by its key (`pub:<uuid>`). */
  evidence: Record<string, CvEvidence>;
  /**
   * The document's verification code (docs/cv.md "Verification"): printed with its day and
   * the verify page's address, which a QR code also carries. Absent: no verification block.
   */
  verification?: CvVerificationMark | undefined;
}

export interface CvVerificationMark {
  /** As printed, in groups of four. */
  code: string;
  /** The public verify page of the code. */
  url: string;
  /** The day the document was generated (YYYY-MM-DD). */
  issued: string;
}
