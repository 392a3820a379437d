import type { CvDocumentLanguage } from './model.js';

/** The fixed wording of the documents, per language (the field labels come with the model). */
export const DOCUMENT_TEXT = {
  pl: {
    title: 'Życiorys naukowy',
    basicData: 'Informacje podstawowe',
    qualifications: 'Kwalifikacje',
    experienceYears: 'Lata doświadczenia',
    functions: 'Pełnione funkcje',
    memberships: 'Członkostwa',
    specialties: 'Specjalności',
    publications: 'Wybrane publikacje',
    narrative: 'Część opisowa',
    references: 'Prace, na które powołuje się część opisowa',
    missingEvidence: 'praca niedostępna',
    verification: 'Weryfikacja',
    verificationCode: 'Kod weryfikacji',
    verificationIssued: 'Wygenerowano',
    verificationHint:
      'Stopnie, zatrudnienie i publikacje tego CV, z tym, co potwierdzają rejestry:',
    verificationQr: 'Kod QR z adresem strony weryfikacji',
  },
  en: {
    title: 'Academic CV',
    basicData: 'Basic information',
    qualifications: 'Qualifications',
    experienceYears: 'Years of experience',
    functions: 'Functions held',
    memberships: 'Memberships',
    specialties: 'Specialties',
    publications: 'Selected publications',
    narrative: 'Narrative',
    references: 'Works cited in the narrative',
    missingEvidence: 'work not available',
    verification: 'Verification',
    verificationCode: 'Verification code',
    verificationIssued: 'Generated',
    verificationHint:
      'The degrees, employment and publications of this CV, with what the registries confirm:',
    verificationQr: 'QR code of the verification page address',
  },
} as const satisfies Record<CvDocumentLanguage, Record<string, string>>;

export type DocumentText = (typeof DOCUMENT_TEXT)[CvDocumentLanguage];

/** The document language tag of the files (PDF /Lang, DOCX w:lang). */
export const LANGUAGE_TAG: Record<CvDocumentLanguage, string> = { pl: 'pl-PL', en: 'en-GB' };
