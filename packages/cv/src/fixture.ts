import type { CvDocument } from './model.js';

const PUB = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * A CV with every section full: `publications` entries with long author lists and titles
 * with markup-like text, and a narrative citing some of them. Used by the document tests and
 * the bench (the same data in both).
 */
export function fullCvDocument(language: 'pl' | 'en', publications = 300): CvDocument {
  const evidence: CvDocument['evidence'] = {};
  const pubs = Array.from({ length: publications }, (_, i) => {
    const title = `Źródła żółwiej gęśli nr ${i + 1}: <i>in vivo</i> ą ć ę ł ń ó ś ź ż Ą Ć Ę Ł Ń Ó Ś Ź Ż`;
    const doi = `10.5555/ln.cv.${i + 1}`;
    evidence[`pub:${PUB(i + 1)}`] = { text: `Kowalska A. (${2000 + (i % 25)}). ${title}.`, doi };
    return {
      authors: 'Kowalska A., Łukasiewicz-Żółkiewska B., Nowak-Jeziorański C., et al. (48 authors)',
      year: 2000 + (i % 25),
      title,
      type: language === 'pl' ? 'Artykuł' : 'Article',
      doi,
      description: i % 3 === 0 ? 'Wkład: koncepcja, analiza i redakcja tekstu.' : null,
    };
  });
  const cite = (n: number) => `[[pub:${PUB(n)}]]`;
  return {
    language,
    person: 'dr hab. Małgorzata Źródłowska-Łęcka',
    basicData: [
      { label: language === 'pl' ? 'Imię' : 'First name', value: 'Małgorzata' },
      { label: language === 'pl' ? 'Nazwisko' : 'Surname', value: 'Źródłowska-Łęcka' },
      { label: 'ORCID', value: '0000-0002-1825-0097' },
      {
        label: language === 'pl' ? 'Miejsce pracy' : 'Place of employment',
        value: 'Uniwersytet Łódzki',
      },
    ],
    qualifications: {
      experienceYears: 17,
      functions: ['Przewodnicząca Rady Naukowej (2019–2023)', 'Członkini komisji (2015–2019)'],
      memberships: ['Polska Akademia Nauk, Komitet Chemii (2010–)'],
      specialties: ['chemia organiczna', 'spektroskopia', 'kataliza', 'żywice', 'fotochemia'],
    },
    publications: pubs,
    narrative: [
      {
        heading: language === 'pl' ? 'Wkład w rozwój nauki' : 'Contribution to knowledge',
        text: `Opracowałam nową metodę syntezy ${cite(1)}, potwierdzoną w ${cite(2)} i ${cite(1)}.\n\nDrugi akapit o zażółconej gęśli ${cite(3)}.`,
      },
      {
        heading: language === 'pl' ? 'Rozwój innych osób' : 'Development of others',
        text: `Wypromowałam pięcioro doktorów. ${'Długi tekst o pracy z zespołem. '.repeat(60)}`,
      },
    ],
    evidence,
  };
}
