/**
 * ISO 639-2 codes, as the register keeps a publication's language (`mainLangPublication`),
 * to the BCP 47 tags that xml:lang (OAI-PMH, CERIF) and schema.org's `inLanguage` take.
 * Both bibliographic (ger, fre, cze) and terminology (deu, fra, ces) forms.
 */
export const ISO_639_2_TO_BCP_47: Readonly<Record<string, string>> = {
  pol: 'pl',
  eng: 'en',
  ger: 'de',
  deu: 'de',
  fre: 'fr',
  fra: 'fr',
  rus: 'ru',
  ukr: 'uk',
  spa: 'es',
  ita: 'it',
  cze: 'cs',
  ces: 'cs',
  lat: 'la',
};

/** The BCP 47 tag of a register language code, or undefined when it has none here. */
export const bcp47OfIso6392 = (code: string | null | undefined): string | undefined =>
  code ? ISO_639_2_TO_BCP_47[code] : undefined;
