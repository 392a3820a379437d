/**
 * Polish classification of fields of science and art and of scientific and artistic
 * disciplines, as set out in the annex to the regulation of the Minister of Education
 * and Science of 11 October 2022 (Dz.U. 2022 poz. 2202).
 *
 * Codes follow the pattern used in the national registers (POL-on / RAD-on):
 *   field      DZ01ffN        (ff = field number, 01–10)
 *   discipline DS01ffddN      (dd = discipline number within the field)
 *
 * Discipline numbers are not alphabetical: disciplines that already existed in the
 * 2018 classification kept their old numbers and the ones added in 2022 were appended
 * (this is why, e.g., DS010203N and DS010206N are absent — those 2018 disciplines were
 * renamed/merged and received new numbers DS010213N and DS010212N).
 *
 * Note: "ochrona dziedzictwa i konserwacja zabytków" (DS010211N) was listed in the 2022
 * regulation and later repealed by an amendment; it is kept here because existing records
 * (degrees, evaluations) still refer to it.
 */

export interface ScienceField {
  /** Official field code, e.g. 'DZ0101N'. */
  code: string;
  labelPl: string;
  labelEn: string;
  /** Short lowercase slug used by the UI to pick an icon. */
  iconCode: string;
}

export interface ScienceDiscipline {
  /** Official discipline code, e.g. 'DS010101N'. */
  code: string;
  /** Code of the field the discipline belongs to, e.g. 'DZ0101N'. */
  fieldCode: string;
  labelPl: string;
  labelEn: string;
}

export const FIELDS = [
  {
    code: 'DZ0101N',
    labelPl: 'dziedzina nauk humanistycznych',
    labelEn: 'Humanities',
    iconCode: 'humanities',
  },
  {
    code: 'DZ0102N',
    labelPl: 'dziedzina nauk inżynieryjno-technicznych',
    labelEn: 'Engineering and technology',
    iconCode: 'engineering',
  },
  {
    code: 'DZ0103N',
    labelPl: 'dziedzina nauk medycznych i nauk o zdrowiu',
    labelEn: 'Medical and health sciences',
    iconCode: 'medicine',
  },
  {
    code: 'DZ0104N',
    labelPl: 'dziedzina nauk rolniczych',
    labelEn: 'Agricultural sciences',
    iconCode: 'agriculture',
  },
  {
    code: 'DZ0105N',
    labelPl: 'dziedzina nauk społecznych',
    labelEn: 'Social sciences',
    iconCode: 'social',
  },
  {
    code: 'DZ0106N',
    labelPl: 'dziedzina nauk ścisłych i przyrodniczych',
    labelEn: 'Natural sciences',
    iconCode: 'natural',
  },
  {
    code: 'DZ0107N',
    labelPl: 'dziedzina nauk teologicznych',
    labelEn: 'Theological sciences',
    iconCode: 'theology',
  },
  {
    code: 'DZ0108N',
    labelPl: 'dziedzina sztuki',
    labelEn: 'Arts',
    iconCode: 'arts',
  },
  {
    code: 'DZ0109N',
    labelPl: 'dziedzina nauk o rodzinie',
    labelEn: 'Family sciences',
    iconCode: 'family',
  },
  {
    code: 'DZ0110N',
    labelPl: 'dziedzina nauk weterynaryjnych',
    labelEn: 'Veterinary sciences',
    iconCode: 'veterinary',
  },
] as const satisfies readonly ScienceField[];

export const DISCIPLINES = [
  // dziedzina nauk humanistycznych
  { code: 'DS010101N', fieldCode: 'DZ0101N', labelPl: 'archeologia', labelEn: 'archaeology' },
  { code: 'DS010102N', fieldCode: 'DZ0101N', labelPl: 'filozofia', labelEn: 'philosophy' },
  { code: 'DS010103N', fieldCode: 'DZ0101N', labelPl: 'historia', labelEn: 'history' },
  { code: 'DS010104N', fieldCode: 'DZ0101N', labelPl: 'językoznawstwo', labelEn: 'linguistics' },
  {
    code: 'DS010105N',
    fieldCode: 'DZ0101N',
    labelPl: 'literaturoznawstwo',
    labelEn: 'literary studies',
  },
  {
    code: 'DS010106N',
    fieldCode: 'DZ0101N',
    labelPl: 'nauki o kulturze i religii',
    labelEn: 'cultural and religious studies',
  },
  { code: 'DS010107N', fieldCode: 'DZ0101N', labelPl: 'nauki o sztuce', labelEn: 'art studies' },
  {
    code: 'DS010108N',
    fieldCode: 'DZ0101N',
    labelPl: 'etnologia i antropologia kulturowa',
    labelEn: 'ethnology and cultural anthropology',
  },
  { code: 'DS010109N', fieldCode: 'DZ0101N', labelPl: 'polonistyka', labelEn: 'Polish studies' },

  // dziedzina nauk inżynieryjno-technicznych
  {
    code: 'DS010201N',
    fieldCode: 'DZ0102N',
    labelPl: 'architektura i urbanistyka',
    labelEn: 'architecture and urban planning',
  },
  {
    code: 'DS010202N',
    fieldCode: 'DZ0102N',
    labelPl: 'inżynieria biomedyczna',
    labelEn: 'biomedical engineering',
  },
  {
    code: 'DS010204N',
    fieldCode: 'DZ0102N',
    labelPl: 'informatyka techniczna i telekomunikacja',
    labelEn: 'information and communication technology',
  },
  {
    code: 'DS010205N',
    fieldCode: 'DZ0102N',
    labelPl: 'inżynieria chemiczna',
    labelEn: 'chemical engineering',
  },
  {
    code: 'DS010207N',
    fieldCode: 'DZ0102N',
    labelPl: 'inżynieria materiałowa',
    labelEn: 'materials engineering',
  },
  {
    code: 'DS010208N',
    fieldCode: 'DZ0102N',
    labelPl: 'inżynieria mechaniczna',
    labelEn: 'mechanical engineering',
  },
  {
    code: 'DS010209N',
    fieldCode: 'DZ0102N',
    labelPl: 'inżynieria środowiska, górnictwo i energetyka',
    labelEn: 'environmental engineering, mining and energy',
  },
  {
    code: 'DS010210N',
    fieldCode: 'DZ0102N',
    labelPl: 'inżynieria bezpieczeństwa',
    labelEn: 'safety engineering',
  },
  {
    code: 'DS010211N',
    fieldCode: 'DZ0102N',
    labelPl: 'ochrona dziedzictwa i konserwacja zabytków',
    labelEn: 'heritage protection and conservation of monuments',
  },
  {
    code: 'DS010212N',
    fieldCode: 'DZ0102N',
    labelPl: 'inżynieria lądowa, geodezja i transport',
    labelEn: 'civil engineering, geodesy and transport',
  },
  {
    code: 'DS010213N',
    fieldCode: 'DZ0102N',
    labelPl: 'automatyka, elektronika, elektrotechnika i technologie kosmiczne',
    labelEn: 'automation, electronics, electrical engineering and space technologies',
  },

  // dziedzina nauk medycznych i nauk o zdrowiu
  {
    code: 'DS010301N',
    fieldCode: 'DZ0103N',
    labelPl: 'nauki farmaceutyczne',
    labelEn: 'pharmaceutical sciences',
  },
  {
    code: 'DS010302N',
    fieldCode: 'DZ0103N',
    labelPl: 'nauki o kulturze fizycznej',
    labelEn: 'physical culture sciences',
  },
  {
    code: 'DS010303N',
    fieldCode: 'DZ0103N',
    labelPl: 'nauki o zdrowiu',
    labelEn: 'health sciences',
  },
  {
    code: 'DS010304N',
    fieldCode: 'DZ0103N',
    labelPl: 'nauki medyczne',
    labelEn: 'medical sciences',
  },
  {
    code: 'DS010305N',
    fieldCode: 'DZ0103N',
    labelPl: 'biologia medyczna',
    labelEn: 'medical biology',
  },

  // dziedzina nauk rolniczych
  {
    code: 'DS010401N',
    fieldCode: 'DZ0104N',
    labelPl: 'rolnictwo i ogrodnictwo',
    labelEn: 'agriculture and horticulture',
  },
  {
    code: 'DS010402N',
    fieldCode: 'DZ0104N',
    labelPl: 'technologia żywności i żywienia',
    labelEn: 'food and nutrition technology',
  },
  {
    code: 'DS010404N',
    fieldCode: 'DZ0104N',
    labelPl: 'zootechnika i rybactwo',
    labelEn: 'animal science and fisheries',
  },
  { code: 'DS010405N', fieldCode: 'DZ0104N', labelPl: 'nauki leśne', labelEn: 'forestry' },

  // dziedzina nauk społecznych
  {
    code: 'DS010501N',
    fieldCode: 'DZ0105N',
    labelPl: 'ekonomia i finanse',
    labelEn: 'economics and finance',
  },
  {
    code: 'DS010502N',
    fieldCode: 'DZ0105N',
    labelPl: 'geografia społeczno-ekonomiczna i gospodarka przestrzenna',
    labelEn: 'socio-economic geography and spatial management',
  },
  {
    code: 'DS010503N',
    fieldCode: 'DZ0105N',
    labelPl: 'nauki o bezpieczeństwie',
    labelEn: 'security studies',
  },
  {
    code: 'DS010504N',
    fieldCode: 'DZ0105N',
    labelPl: 'nauki o komunikacji społecznej i mediach',
    labelEn: 'social communication and media studies',
  },
  {
    code: 'DS010505N',
    fieldCode: 'DZ0105N',
    labelPl: 'nauki o polityce i administracji',
    labelEn: 'political science and public administration',
  },
  {
    code: 'DS010506N',
    fieldCode: 'DZ0105N',
    labelPl: 'nauki o zarządzaniu i jakości',
    labelEn: 'management and quality studies',
  },
  { code: 'DS010507N', fieldCode: 'DZ0105N', labelPl: 'nauki prawne', labelEn: 'legal sciences' },
  { code: 'DS010508N', fieldCode: 'DZ0105N', labelPl: 'nauki socjologiczne', labelEn: 'sociology' },
  { code: 'DS010509N', fieldCode: 'DZ0105N', labelPl: 'pedagogika', labelEn: 'pedagogy' },
  { code: 'DS010510N', fieldCode: 'DZ0105N', labelPl: 'prawo kanoniczne', labelEn: 'canon law' },
  { code: 'DS010511N', fieldCode: 'DZ0105N', labelPl: 'psychologia', labelEn: 'psychology' },
  {
    code: 'DS010512N',
    fieldCode: 'DZ0105N',
    labelPl: 'stosunki międzynarodowe',
    labelEn: 'international relations',
  },

  // dziedzina nauk ścisłych i przyrodniczych
  {
    code: 'DS010601N',
    fieldCode: 'DZ0106N',
    labelPl: 'informatyka',
    labelEn: 'computer and information sciences',
  },
  { code: 'DS010602N', fieldCode: 'DZ0106N', labelPl: 'matematyka', labelEn: 'mathematics' },
  {
    code: 'DS010603N',
    fieldCode: 'DZ0106N',
    labelPl: 'nauki biologiczne',
    labelEn: 'biological sciences',
  },
  {
    code: 'DS010604N',
    fieldCode: 'DZ0106N',
    labelPl: 'nauki chemiczne',
    labelEn: 'chemical sciences',
  },
  {
    code: 'DS010605N',
    fieldCode: 'DZ0106N',
    labelPl: 'nauki fizyczne',
    labelEn: 'physical sciences',
  },
  {
    code: 'DS010606N',
    fieldCode: 'DZ0106N',
    labelPl: 'nauki o Ziemi i środowisku',
    labelEn: 'Earth and related environmental sciences',
  },
  { code: 'DS010607N', fieldCode: 'DZ0106N', labelPl: 'astronomia', labelEn: 'astronomy' },
  { code: 'DS010608N', fieldCode: 'DZ0106N', labelPl: 'biotechnologia', labelEn: 'biotechnology' },

  // dziedzina nauk teologicznych
  { code: 'DS010701N', fieldCode: 'DZ0107N', labelPl: 'nauki teologiczne', labelEn: 'theology' },
  {
    code: 'DS010702N',
    fieldCode: 'DZ0107N',
    labelPl: 'nauki biblijne',
    labelEn: 'biblical studies',
  },

  // dziedzina sztuki
  {
    code: 'DS010801N',
    fieldCode: 'DZ0108N',
    labelPl: 'sztuki filmowe i teatralne',
    labelEn: 'film and theatre arts',
  },
  { code: 'DS010802N', fieldCode: 'DZ0108N', labelPl: 'sztuki muzyczne', labelEn: 'musical arts' },
  {
    code: 'DS010803N',
    fieldCode: 'DZ0108N',
    labelPl: 'sztuki plastyczne i konserwacja dzieł sztuki',
    labelEn: 'fine arts and conservation of works of art',
  },

  // dziedzina nauk o rodzinie
  {
    code: 'DS010901N',
    fieldCode: 'DZ0109N',
    labelPl: 'nauki o rodzinie',
    labelEn: 'family studies',
  },

  // dziedzina nauk weterynaryjnych
  {
    code: 'DS011001N',
    fieldCode: 'DZ0110N',
    labelPl: 'weterynaria',
    labelEn: 'veterinary medicine',
  },
] as const satisfies readonly ScienceDiscipline[];

/** Union of the ten field codes. */
export type FieldCode = (typeof FIELDS)[number]['code'];

/** Union of all discipline codes. */
export type DisciplineCode = (typeof DISCIPLINES)[number]['code'];
