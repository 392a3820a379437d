/**
 * Text fragments and reference lists used by the seed generator: biography templates,
 * vocabulary for publication/project titles, journals, publishers, conferences, artistic
 * achievements, patents, funders, scientific bodies (gremia), news posts, keywords,
 * employment positions and kinds of research work.
 *
 * Conventions:
 * - Polish word lists are lowercase noun phrases in the NOMINATIVE case (mianownik);
 *   patterns only place them after a colon/dash, at the start of a title, or in "X a Y"
 *   constructions, where the nominative is grammatical. Proper nouns keep their capitals.
 * - Where a Polish and an English list sit side by side they are aligned index-by-index
 *   (EN[i] is the translation of PL[i]).
 * - The generator should upper-case the first character of a composed title.
 */
import type { FieldCode } from './classification.js';

// ---------------------------------------------------------------------------------------
// Biographies
// ---------------------------------------------------------------------------------------

/**
 * Placeholders: {specialty} (Polish, nominative, lowercase), {specialtyEn},
 * {institution} (Polish name, nominative), {institutionEn}, {year} (four digits),
 * {city} (Polish city name, nominative).
 * Templates are written in the first person and are gender-neutral (present tense only,
 * no past-tense verbs or adjectives that would need a feminine/masculine form).
 */
export const BIO_TEMPLATES_PL: readonly string[] = [
  'Główny obszar moich badań to {specialty}. Od {year} r. moim miejscem pracy jest {institution} ({city}). Łączę pracę badawczą z dydaktyką i popularyzacją nauki.',
  'Specjalność naukowa: {specialty}. Jednostka macierzysta (od {year} r.): {institution}, {city}. Szczególnie interesuje mnie współpraca interdyscyplinarna i otwarty dostęp do wyników badań.',
  'Prowadzę badania w obszarze: {specialty}. Od {year} r. moją macierzystą jednostką jest {institution}. Wyniki swoich prac publikuję zarówno w czasopismach krajowych, jak i zagranicznych.',
  'Obszar badawczy: {specialty}. Miejsce zatrudnienia: {institution}, {city} (od {year} r.). Kieruję projektami badawczymi i sprawuję opiekę promotorską nad doktorantami.',
  'Moje zainteresowania badawcze: {specialty}. Od {year} r. prowadzę badania w jednostce: {institution} ({city}). Chętnie podejmuję współpracę z partnerami z kraju i z zagranicy.',
  'Moją specjalnością jest {specialty}. {institution} to moje miejsce pracy od {year} r. W pracy naukowej łączę podejście teoretyczne z badaniami empirycznymi.',
  'Badania, które prowadzę, dotyczą przede wszystkim obszaru: {specialty}. Od {year} r. kontynuuję je w jednostce: {institution}, gdzie prowadzę również zajęcia ze studentami i doktorantami.',
  'Zakres specjalności: {specialty}. Na co dzień prowadzę badania i zajęcia dydaktyczne, a od {year} r. działam również jako recenzent czasopism naukowych. Jednostka macierzysta: {institution}.',
  'Tematyka moich badań: {specialty}. Jednostka macierzysta: {institution} ({city}). Od {year} r. uczestniczę w międzynarodowych projektach badawczych i konferencjach.',
  'Główne pole moich zainteresowań naukowych stanowi {specialty}. Od {year} r. prowadzę badania w jednostce: {institution}, gdzie kieruję zespołem badawczym i rozwijam współpracę z otoczeniem społeczno-gospodarczym.',
  'Przedmiot badań: {specialty}. Wyniki swoich prac przedstawiam na konferencjach krajowych i zagranicznych oraz w recenzowanych czasopismach. Afiliacja: {institution}, {city} (od {year} r.).',
  'Interesuje mnie przede wszystkim {specialty}. Od {year} r. realizuję swoje projekty w jednostce: {institution}. Poza badaniami angażuję się w kształcenie doktorantów i popularyzację nauki.',
];

/** English translations of BIO_TEMPLATES_PL, index-by-index. */
export const BIO_TEMPLATES_EN: readonly string[] = [
  'My main research area is {specialtyEn}. Since {year} I have been working at {institutionEn} ({city}). I combine research with teaching and science outreach.',
  'Research specialty: {specialtyEn}. Home institution (since {year}): {institutionEn}, {city}. I am particularly interested in interdisciplinary collaboration and open access to research results.',
  'I conduct research in the area of {specialtyEn}. Since {year} my home institution has been {institutionEn}. I publish my results in both Polish and international journals.',
  'Research area: {specialtyEn}. Employer: {institutionEn}, {city} (since {year}). I lead research projects and supervise doctoral candidates.',
  'My research interests: {specialtyEn}. Since {year} I have been conducting research at {institutionEn} ({city}). I welcome collaboration with partners from Poland and abroad.',
  'My specialty is {specialtyEn}. {institutionEn} has been my workplace since {year}. In my research I combine theoretical approaches with empirical studies.',
  'My research focuses primarily on {specialtyEn}. Since {year} I have been continuing it at {institutionEn}, where I also teach students and doctoral candidates.',
  'Field of specialisation: {specialtyEn}. My everyday work involves research and teaching, and since {year} I have also been active as a reviewer for scientific journals. Home institution: {institutionEn}.',
  'Research topics: {specialtyEn}. Home institution: {institutionEn} ({city}). Since {year} I have been taking part in international research projects and conferences.',
  'The main focus of my scientific interests is {specialtyEn}. Since {year} I have been conducting research at {institutionEn}, where I lead a research team and develop cooperation with social and economic partners.',
  'Research subject: {specialtyEn}. I present my work at national and international conferences and in peer-reviewed journals. Affiliation: {institutionEn}, {city} (since {year}).',
  'I am primarily interested in {specialtyEn}. Since {year} I have been carrying out my projects at {institutionEn}. Apart from research, I am involved in doctoral training and science outreach.',
];

// ---------------------------------------------------------------------------------------
// Titles of publications, projects and research works
// ---------------------------------------------------------------------------------------

export interface TitleWordLists {
  /** Research problems/themes. PL: nominative case. */
  topics: readonly string[];
  /** Research methods/approaches. PL: nominative case. */
  methods: readonly string[];
  /** Objects of study (material, population, corpus...). PL: nominative case. */
  objects: readonly string[];
}

export interface FieldTitleWords {
  pl: TitleWordLists;
  /** Aligned with `pl` index-by-index. */
  en: TitleWordLists;
}

/**
 * Title patterns. Placeholders {topic}, {method}, {object} take one entry from the
 * corresponding list of TITLE_WORDS[fieldCode]. PL and EN patterns are aligned
 * index-by-index, so the same indices give a title and its translation.
 */
export const TITLE_PATTERNS_PL: readonly string[] = [
  '{topic}: {method}',
  '{topic}: {method} jako narzędzie badawcze',
  '{object}: {topic} w perspektywie porównawczej',
  '{object} jako przedmiot badań: {method} w praktyce',
  '{topic} i {object}: ujęcie interdyscyplinarne',
  '{topic} — przegląd badań i perspektywy',
  'Między teorią a praktyką: {topic}',
  'Nowe spojrzenie na problem: {topic}',
  '{object}. Studium przypadku',
  '{object} — {method} i interpretacja wyników',
  '{topic} a {object}. Analiza wybranych zagadnień',
];

export const TITLE_PATTERNS_EN: readonly string[] = [
  '{topic}: {method}',
  '{topic}: {method} as a research tool',
  '{object}: {topic} in a comparative perspective',
  '{object} as a research subject: {method} in practice',
  '{topic} and {object}: an interdisciplinary approach',
  '{topic}: a review of research and future perspectives',
  'Between theory and practice: {topic}',
  'New perspectives on {topic}',
  '{object}: a case study',
  '{object}: {method} and interpretation of results',
  '{topic} and {object}: selected issues',
];

export const TITLE_WORDS: Readonly<Record<FieldCode, FieldTitleWords>> = {
  DZ0101N: {
    pl: {
      topics: [
        'pamięć zbiorowa',
        'tożsamość regionalna',
        'recepcja antyku',
        'kultura piśmienna',
        'przemiany obyczajowe',
        'polityka językowa',
        'dziedzictwo kulturowe pogranicza',
        'religijność ludowa',
        'elity intelektualne',
      ],
      methods: [
        'kwerenda archiwalna',
        'analiza dyskursu',
        'krytyka źródeł',
        'analiza korpusowa',
        'badania terenowe',
        'interpretacja hermeneutyczna',
        'edycja krytyczna',
      ],
      objects: [
        'kroniki średniowieczne',
        'korespondencja prywatna',
        'prasa międzywojenna',
        'rękopisy klasztorne',
        'gwary Podhala',
        'poezja emigracyjna',
        'inwentarze dóbr szlacheckich',
        'materiały wykopaliskowe z Wielkopolski',
      ],
    },
    en: {
      topics: [
        'collective memory',
        'regional identity',
        'reception of antiquity',
        'literate culture',
        'changing social customs',
        'language policy',
        'cultural heritage of borderlands',
        'folk religiosity',
        'intellectual elites',
      ],
      methods: [
        'archival research',
        'discourse analysis',
        'source criticism',
        'corpus analysis',
        'fieldwork',
        'hermeneutic interpretation',
        'critical edition',
      ],
      objects: [
        'medieval chronicles',
        'private correspondence',
        'the interwar press',
        'monastic manuscripts',
        'dialects of Podhale',
        'émigré poetry',
        'inventories of noble estates',
        'excavation finds from Greater Poland',
      ],
    },
  },
  DZ0102N: {
    pl: {
      topics: [
        'efektywność energetyczna',
        'niezawodność systemów',
        'bezpieczeństwo konstrukcji',
        'trwałość materiałów',
        'cyfrowa transformacja przemysłu',
        'zrównoważony transport',
        'redukcja emisji',
        'sterowanie predykcyjne',
      ],
      methods: [
        'modelowanie numeryczne',
        'metoda elementów skończonych',
        'badania zmęczeniowe',
        'symulacja komputerowa',
        'optymalizacja wielokryterialna',
        'uczenie głębokie',
        'analiza niezawodnościowa',
      ],
      objects: [
        'mosty stalowe',
        'ogniwa fotowoltaiczne',
        'sieci 5G',
        'stopy tytanu',
        'pojazdy autonomiczne',
        'magazyny energii',
        'implanty ortopedyczne',
        'turbiny wiatrowe',
      ],
    },
    en: {
      topics: [
        'energy efficiency',
        'system reliability',
        'structural safety',
        'material durability',
        'digital transformation of industry',
        'sustainable transport',
        'emission reduction',
        'predictive control',
      ],
      methods: [
        'numerical modelling',
        'the finite element method',
        'fatigue testing',
        'computer simulation',
        'multi-criteria optimisation',
        'deep learning',
        'reliability analysis',
      ],
      objects: [
        'steel bridges',
        'photovoltaic cells',
        '5G networks',
        'titanium alloys',
        'autonomous vehicles',
        'energy storage systems',
        'orthopaedic implants',
        'wind turbines',
      ],
    },
  },
  DZ0103N: {
    pl: {
      topics: [
        'jakość życia pacjentów',
        'oporność na antybiotyki',
        'profilaktyka chorób układu krążenia',
        'leczenie spersonalizowane',
        'zdrowie psychiczne młodzieży',
        'czynniki ryzyka nowotworów',
        'rehabilitacja pooperacyjna',
        'bezpieczeństwo farmakoterapii',
      ],
      methods: [
        'randomizowane badanie kliniczne',
        'badanie kohortowe',
        'metaanaliza',
        'sekwencjonowanie nowej generacji',
        'analiza retrospektywna',
        'obrazowanie metodą rezonansu magnetycznego',
        'badanie ankietowe',
      ],
      objects: [
        'pacjenci z cukrzycą typu 2',
        'chorzy na raka jelita grubego',
        'kobiety w ciąży',
        'seniorzy w opiece długoterminowej',
        'sportowcy wyczynowi',
        'dzieci z astmą oskrzelową',
        'biomarkery stanu zapalnego',
        'preparaty roślinne',
      ],
    },
    en: {
      topics: [
        "patients' quality of life",
        'antibiotic resistance',
        'prevention of cardiovascular disease',
        'personalised treatment',
        'adolescent mental health',
        'cancer risk factors',
        'postoperative rehabilitation',
        'safety of pharmacotherapy',
      ],
      methods: [
        'a randomised clinical trial',
        'a cohort study',
        'meta-analysis',
        'next-generation sequencing',
        'retrospective analysis',
        'magnetic resonance imaging',
        'a questionnaire survey',
      ],
      objects: [
        'patients with type 2 diabetes',
        'colorectal cancer patients',
        'pregnant women',
        'older adults in long-term care',
        'elite athletes',
        'children with bronchial asthma',
        'inflammatory biomarkers',
        'herbal preparations',
      ],
    },
  },
  DZ0104N: {
    pl: {
      topics: [
        'plonowanie roślin',
        'jakość żywności',
        'dobrostan zwierząt',
        'żyzność gleby',
        'adaptacja do zmian klimatu',
        'bioróżnorodność agrocenoz',
        'gospodarka leśna',
        'wartość odżywcza',
      ],
      methods: [
        'doświadczenie polowe',
        'analiza sensoryczna',
        'chromatografia cieczowa',
        'teledetekcja',
        'analiza genomowa',
        'ocena cyklu życia',
        'doświadczenie żywieniowe',
      ],
      objects: [
        'pszenica ozima',
        'jabłonie',
        'bydło mleczne',
        'drzewostany sosnowe',
        'karp',
        'fermentowane produkty mleczne',
        'gleby lekkie',
        'rzepak ozimy',
      ],
    },
    en: {
      topics: [
        'crop yield',
        'food quality',
        'animal welfare',
        'soil fertility',
        'adaptation to climate change',
        'agroecosystem biodiversity',
        'forest management',
        'nutritional value',
      ],
      methods: [
        'a field experiment',
        'sensory analysis',
        'liquid chromatography',
        'remote sensing',
        'genomic analysis',
        'life cycle assessment',
        'a feeding trial',
      ],
      objects: [
        'winter wheat',
        'apple trees',
        'dairy cattle',
        'Scots pine stands',
        'common carp',
        'fermented dairy products',
        'light soils',
        'winter oilseed rape',
      ],
    },
  },
  DZ0105N: {
    pl: {
      topics: [
        'zaufanie społeczne',
        'nierówności dochodowe',
        'polityka migracyjna',
        'cyfryzacja administracji publicznej',
        'społeczna odpowiedzialność biznesu',
        'ochrona praw człowieka',
        'wykluczenie edukacyjne',
        'polaryzacja polityczna',
        'stabilność systemu finansowego',
      ],
      methods: [
        'analiza ekonometryczna',
        'wywiad pogłębiony',
        'analiza dogmatycznoprawna',
        'badanie sondażowe',
        'eksperyment psychologiczny',
        'analiza treści',
        'studium porównawcze',
      ],
      objects: [
        'samorządy lokalne',
        'małe i średnie przedsiębiorstwa',
        'orzecznictwo Trybunału Konstytucyjnego',
        'media społecznościowe',
        'szkoły podstawowe',
        'gospodarstwa domowe',
        'rynki wschodzące',
        'państwa Europy Środkowo-Wschodniej',
      ],
    },
    en: {
      topics: [
        'social trust',
        'income inequality',
        'migration policy',
        'digitalisation of public administration',
        'corporate social responsibility',
        'human rights protection',
        'educational exclusion',
        'political polarisation',
        'financial system stability',
      ],
      methods: [
        'econometric analysis',
        'in-depth interviews',
        'doctrinal legal analysis',
        'survey research',
        'a psychological experiment',
        'content analysis',
        'a comparative study',
      ],
      objects: [
        'local governments',
        'small and medium-sized enterprises',
        'case law of the Constitutional Tribunal',
        'social media',
        'primary schools',
        'households',
        'emerging markets',
        'Central and Eastern European countries',
      ],
    },
  },
  DZ0106N: {
    pl: {
      topics: [
        'przejścia fazowe',
        'splątanie kwantowe',
        'ewolucja galaktyk',
        'mechanizmy katalizy',
        'regulacja ekspresji genów',
        'zmienność klimatu',
        'stabilność ekosystemów',
        'złożoność obliczeniowa',
        'własności spektralne',
      ],
      methods: [
        'spektroskopia ramanowska',
        'obliczenia z pierwszych zasad',
        'mikroskopia elektronowa',
        'symulacje Monte Carlo',
        'metody probabilistyczne',
        'obserwacje fotometryczne',
        'edycja genomu CRISPR/Cas9',
      ],
      objects: [
        'nadprzewodniki wysokotemperaturowe',
        'gwiazdy zmienne',
        'związki metaloorganiczne',
        'komórki macierzyste',
        'osady jeziorne',
        'grafy losowe',
        'bakterie glebowe',
        'warstwy grafenu',
      ],
    },
    en: {
      topics: [
        'phase transitions',
        'quantum entanglement',
        'galaxy evolution',
        'catalytic mechanisms',
        'regulation of gene expression',
        'climate variability',
        'ecosystem stability',
        'computational complexity',
        'spectral properties',
      ],
      methods: [
        'Raman spectroscopy',
        'first-principles calculations',
        'electron microscopy',
        'Monte Carlo simulations',
        'probabilistic methods',
        'photometric observations',
        'CRISPR/Cas9 genome editing',
      ],
      objects: [
        'high-temperature superconductors',
        'variable stars',
        'organometallic compounds',
        'stem cells',
        'lake sediments',
        'random graphs',
        'soil bacteria',
        'graphene layers',
      ],
    },
  },
  DZ0107N: {
    pl: {
      topics: [
        'nowa ewangelizacja',
        'duchowość chrześcijańska',
        'sakramentalność Kościoła',
        'dialog międzyreligijny',
        'godność osoby ludzkiej',
        'posługa duszpasterska',
        'chrystologia',
        'eklezjologia komunii',
      ],
      methods: [
        'analiza egzegetyczna',
        'metoda historyczno-krytyczna',
        'analiza narracyjna',
        'hermeneutyka teologiczna',
        'studium patrystyczne',
        'analiza dokumentów Magisterium',
      ],
      objects: [
        'Ewangelia według św. Łukasza',
        'listy Pawłowe',
        'księgi prorockie',
        'pisma Ojców Kościoła',
        'nauczanie Jana Pawła II',
        'dokumenty Soboru Watykańskiego II',
        'parafie wiejskie',
        'Psałterz',
      ],
    },
    en: {
      topics: [
        'the new evangelisation',
        'Christian spirituality',
        'sacramentality of the Church',
        'interreligious dialogue',
        'dignity of the human person',
        'pastoral ministry',
        'Christology',
        'communion ecclesiology',
      ],
      methods: [
        'exegetical analysis',
        'the historical-critical method',
        'narrative analysis',
        'theological hermeneutics',
        'a patristic study',
        'analysis of Magisterial documents',
      ],
      objects: [
        'the Gospel of Luke',
        'the Pauline letters',
        'the prophetic books',
        'writings of the Church Fathers',
        'the teaching of John Paul II',
        'documents of the Second Vatican Council',
        'rural parishes',
        'the Psalter',
      ],
    },
  },
  DZ0108N: {
    pl: {
      topics: [
        'przestrzeń i światło',
        'pamięć miejsca',
        'ciało w przestrzeni publicznej',
        'dźwięk i cisza',
        'tożsamość artysty',
        'interpretacja wykonawcza',
        'materia malarska',
        'dramaturgia ruchu',
      ],
      methods: [
        'praktyka artystyczna jako badanie',
        'analiza partytury',
        'eksperyment formalny',
        'działanie site-specific',
        'improwizacja',
        'dokumentacja procesu twórczego',
      ],
      objects: [
        'polska muzyka kameralna XX wieku',
        'polichromie barokowe',
        'tkanina unikatowa',
        'film dokumentalny',
        'dramat współczesny',
        'grafika cyfrowa',
        'sonaty fortepianowe',
        'rzeźba plenerowa',
      ],
    },
    en: {
      topics: [
        'space and light',
        'memory of place',
        'the body in public space',
        'sound and silence',
        "the artist's identity",
        'performance interpretation',
        'painterly matter',
        'dramaturgy of movement',
      ],
      methods: [
        'artistic practice as research',
        'score analysis',
        'formal experiment',
        'site-specific intervention',
        'improvisation',
        'documentation of the creative process',
      ],
      objects: [
        'twentieth-century Polish chamber music',
        'Baroque polychromies',
        'art textiles',
        'documentary film',
        'contemporary drama',
        'digital graphics',
        'piano sonatas',
        'outdoor sculpture',
      ],
    },
  },
  DZ0109N: {
    pl: {
      topics: [
        'więzi międzypokoleniowe',
        'kryzys małżeński',
        'wychowanie w rodzinie',
        'godzenie pracy z życiem rodzinnym',
        'rodzicielstwo',
        'przemoc domowa',
        'wsparcie społeczne rodzin',
        'jakość związku małżeńskiego',
      ],
      methods: [
        'wywiad narracyjny',
        'badanie ankietowe',
        'analiza biograficzna',
        'studium przypadku rodziny',
        'analiza statystyczna',
        'obserwacja uczestnicząca',
      ],
      objects: [
        'rodziny wielodzietne',
        'rodziny zastępcze',
        'małżeństwa z długim stażem',
        'rodziny migrantów',
        'samotni rodzice',
        'rodziny osób z niepełnosprawnością',
        'młode małżeństwa',
        'dziadkowie i wnuki',
      ],
    },
    en: {
      topics: [
        'intergenerational bonds',
        'marital crisis',
        'upbringing in the family',
        'work–family balance',
        'parenthood',
        'domestic violence',
        'social support for families',
        'quality of the marital relationship',
      ],
      methods: [
        'narrative interviews',
        'a questionnaire survey',
        'biographical analysis',
        'a family case study',
        'statistical analysis',
        'participant observation',
      ],
      objects: [
        'large families',
        'foster families',
        'long-married couples',
        'migrant families',
        'single parents',
        'families of persons with disabilities',
        'young married couples',
        'grandparents and grandchildren',
      ],
    },
  },
  DZ0110N: {
    pl: {
      topics: [
        'bioasekuracja',
        'zdrowie stada',
        'choroby odzwierzęce',
        'oporność przeciwdrobnoustrojowa',
        'dobrostan zwierząt towarzyszących',
        'profilaktyka swoista',
        'bezpieczeństwo żywności pochodzenia zwierzęcego',
        'epidemiologia chorób zakaźnych',
      ],
      methods: [
        'diagnostyka molekularna',
        'badanie histopatologiczne',
        'badanie serologiczne',
        'ultrasonografia',
        'analiza farmakokinetyczna',
        'nadzór epizootyczny',
      ],
      objects: [
        'afrykański pomór świń',
        'wysoce zjadliwa grypa ptaków',
        'krowy mleczne',
        'psy i koty',
        'konie sportowe',
        'drób',
        'dziki',
        'pszczoła miodna',
      ],
    },
    en: {
      topics: [
        'biosecurity',
        'herd health',
        'zoonoses',
        'antimicrobial resistance',
        'companion animal welfare',
        'specific prophylaxis',
        'safety of food of animal origin',
        'epidemiology of infectious diseases',
      ],
      methods: [
        'molecular diagnostics',
        'histopathological examination',
        'serological testing',
        'ultrasonography',
        'pharmacokinetic analysis',
        'epizootic surveillance',
      ],
      objects: [
        'African swine fever',
        'highly pathogenic avian influenza',
        'dairy cows',
        'dogs and cats',
        'sport horses',
        'poultry',
        'wild boar',
        'the honey bee',
      ],
    },
  },
};

// ---------------------------------------------------------------------------------------
// Journals, publishers, conferences
// ---------------------------------------------------------------------------------------

export interface JournalSeed {
  title: string;
  /** Print ISSN, format NNNN-NNNC with a valid check digit. */
  issn: string;
  /** Electronic ISSN, same format. */
  eissn?: string;
  publisher: string;
  fieldCode: string;
}

type TypedJournalSeed = JournalSeed & { fieldCode: FieldCode };

/**
 * Real journal titles and publishers. NOTE: the ISSN/eISSN values are synthetic — they are
 * checksum-valid (ISO 3297: weights 8..2, mod 11, 'X' for 10) but are NOT the journals'
 * real ISSNs, so they never collide with real-world identifiers in the demo data.
 */
export const JOURNALS = [
  {
    title: 'Przegląd Historyczny',
    issn: '0234-6508',
    eissn: '1479-974X',
    publisher: 'Wydawnictwa Uniwersytetu Warszawskiego',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Kwartalnik Historyczny',
    issn: '2519-8327',
    eissn: '0187-3369',
    publisher: 'Instytut Historii im. Tadeusza Manteuffla PAN',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Pamiętnik Literacki',
    issn: '0582-4389',
    eissn: '2210-4186',
    publisher: 'Instytut Badań Literackich PAN',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Ruch Literacki',
    issn: '0572-2802',
    publisher: 'Polska Akademia Nauk Oddział w Krakowie',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Teksty Drugie',
    issn: '0878-3411',
    eissn: '0242-9918',
    publisher: 'Instytut Badań Literackich PAN',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Język Polski',
    issn: '0313-7163',
    eissn: '0240-3013',
    publisher: 'Towarzystwo Miłośników Języka Polskiego',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Poradnik Językowy',
    issn: '0774-1642',
    eissn: '2181-0745',
    publisher: 'Wydawnictwa Uniwersytetu Warszawskiego',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Przegląd Filozoficzny – Nowa Seria',
    issn: '2085-0328',
    publisher: 'Komitet Nauk Filozoficznych PAN',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Archeologia Polski',
    issn: '2746-1491',
    eissn: '2616-7913',
    publisher: 'Instytut Archeologii i Etnologii PAN',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Biuletyn Historii Sztuki',
    issn: '0227-1362',
    eissn: '0846-4480',
    publisher: 'Instytut Sztuki PAN',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Lud',
    issn: '0035-7286',
    eissn: '1500-6948',
    publisher: 'Polskie Towarzystwo Ludoznawcze',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Speculum',
    issn: '2021-300X',
    eissn: '0902-8951',
    publisher: 'The University of Chicago Press',
    fieldCode: 'DZ0101N',
  },
  {
    title: 'Bulletin of the Polish Academy of Sciences: Technical Sciences',
    issn: '1045-1382',
    eissn: '0050-8861',
    publisher: 'Polska Akademia Nauk',
    fieldCode: 'DZ0102N',
  },
  {
    title: 'Polish Journal of Chemical Technology',
    issn: '1952-7659',
    eissn: '1568-1505',
    publisher: 'Sciendo',
    fieldCode: 'DZ0102N',
  },
  {
    title: 'Archives of Civil and Mechanical Engineering',
    issn: '0463-0521',
    eissn: '2229-8452',
    publisher: 'Springer',
    fieldCode: 'DZ0102N',
  },
  {
    title: 'Przegląd Elektrotechniczny',
    issn: '1831-9793',
    publisher: 'Wydawnictwo SIGMA-NOT',
    fieldCode: 'DZ0102N',
  },
  {
    title: 'Archives of Metallurgy and Materials',
    issn: '1685-1188',
    eissn: '1986-9452',
    publisher: 'Instytut Metalurgii i Inżynierii Materiałowej PAN',
    fieldCode: 'DZ0102N',
  },
  {
    title: 'Architectus',
    issn: '2576-9367',
    eissn: '2559-2742',
    publisher: 'Oficyna Wydawnicza Politechniki Wrocławskiej',
    fieldCode: 'DZ0102N',
  },
  {
    title: 'Metrology and Measurement Systems',
    issn: '0029-1544',
    eissn: '1658-6972',
    publisher: 'Polska Akademia Nauk',
    fieldCode: 'DZ0102N',
  },
  {
    title: 'IEEE Transactions on Industrial Electronics',
    issn: '1911-2688',
    eissn: '2150-9115',
    publisher: 'IEEE',
    fieldCode: 'DZ0102N',
  },
  {
    title: 'Folia Medica Cracoviensia',
    issn: '1096-5815',
    publisher: 'Polska Akademia Nauk Oddział w Krakowie',
    fieldCode: 'DZ0103N',
  },
  {
    title: 'Polish Archives of Internal Medicine',
    issn: '2221-7703',
    eissn: '0984-4627',
    publisher: 'Medycyna Praktyczna',
    fieldCode: 'DZ0103N',
  },
  {
    title: 'Kardiologia Polska',
    issn: '2121-3046',
    eissn: '1404-3238',
    publisher: 'Via Medica',
    fieldCode: 'DZ0103N',
  },
  {
    title: 'Ginekologia Polska',
    issn: '0367-486X',
    eissn: '2176-7920',
    publisher: 'Via Medica',
    fieldCode: 'DZ0103N',
  },
  {
    title: 'Psychiatria Polska',
    issn: '1827-6873',
    eissn: '0300-7529',
    publisher: 'Polskie Towarzystwo Psychiatryczne',
    fieldCode: 'DZ0103N',
  },
  {
    title: 'Acta Poloniae Pharmaceutica – Drug Research',
    issn: '1772-3345',
    publisher: 'Polskie Towarzystwo Farmaceutyczne',
    fieldCode: 'DZ0103N',
  },
  {
    title: 'Biology of Sport',
    issn: '2969-3314',
    eissn: '0562-6110',
    publisher: 'Termedia',
    fieldCode: 'DZ0103N',
  },
  {
    title: 'Postępy Higieny i Medycyny Doświadczalnej',
    issn: '0277-6413',
    eissn: '2807-8152',
    publisher: 'Sciendo',
    fieldCode: 'DZ0103N',
  },
  {
    title: 'The Lancet',
    issn: '0391-6758',
    eissn: '0575-5093',
    publisher: 'Elsevier',
    fieldCode: 'DZ0103N',
  },
  {
    title: 'Acta Agrobotanica',
    issn: '0623-7533',
    eissn: '0964-7821',
    publisher: 'Polskie Towarzystwo Botaniczne',
    fieldCode: 'DZ0104N',
  },
  {
    title: 'Sylwan',
    issn: '0303-1861',
    publisher: 'Polskie Towarzystwo Leśne',
    fieldCode: 'DZ0104N',
  },
  {
    title: 'Polish Journal of Food and Nutrition Sciences',
    issn: '2701-9993',
    eissn: '1789-5316',
    publisher: 'Instytut Rozrodu Zwierząt i Badań Żywności PAN',
    fieldCode: 'DZ0104N',
  },
  {
    title: 'Annals of Animal Science',
    issn: '2484-828X',
    eissn: '1175-9429',
    publisher: 'Sciendo',
    fieldCode: 'DZ0104N',
  },
  {
    title: 'Acta Scientiarum Polonorum. Hortorum Cultus',
    issn: '1979-7966',
    eissn: '0406-5921',
    publisher: 'Wydawnictwo Uniwersytetu Przyrodniczego w Lublinie',
    fieldCode: 'DZ0104N',
  },
  {
    title: 'Soil Science Annual',
    issn: '1197-0944',
    eissn: '1319-0105',
    publisher: 'Polskie Towarzystwo Gleboznawcze',
    fieldCode: 'DZ0104N',
  },
  {
    title: 'Journal of Agricultural and Food Chemistry',
    issn: '1226-7619',
    eissn: '0562-8237',
    publisher: 'American Chemical Society',
    fieldCode: 'DZ0104N',
  },
  {
    title: 'Państwo i Prawo',
    issn: '1419-5283',
    publisher: 'Wolters Kluwer Polska',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Przegląd Socjologiczny',
    issn: '1663-8050',
    eissn: '2131-0521',
    publisher: 'Łódzkie Towarzystwo Naukowe',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Studia Socjologiczne',
    issn: '2071-5226',
    eissn: '1656-7161',
    publisher: 'Instytut Filozofii i Socjologii PAN',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Ekonomista',
    issn: '0572-0133',
    publisher: 'Polskie Towarzystwo Ekonomiczne',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Bank i Kredyt',
    issn: '1976-3905',
    eissn: '0096-1981',
    publisher: 'Narodowy Bank Polski',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Studia Regionalne i Lokalne',
    issn: '0488-2105',
    eissn: '0717-4381',
    publisher: 'Wydawnictwo Naukowe Scholar',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Przegląd Psychologiczny',
    issn: '0566-4861',
    eissn: '0735-7516',
    publisher: 'Towarzystwo Naukowe KUL',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Polish Psychological Bulletin',
    issn: '1420-6064',
    eissn: '1250-8012',
    publisher: 'Polska Akademia Nauk',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Kwartalnik Pedagogiczny',
    issn: '0839-2544',
    eissn: '2803-4481',
    publisher: 'Wydawnictwa Uniwersytetu Warszawskiego',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Zeszyty Prasoznawcze',
    issn: '2420-8760',
    eissn: '0002-1660',
    publisher: 'Wydawnictwo Uniwersytetu Jagiellońskiego',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Ius Matrimoniale',
    issn: '2663-9610',
    eissn: '0223-1638',
    publisher: 'Wydawnictwo Naukowe UKSW',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Organization Studies',
    issn: '1887-0554',
    eissn: '0062-5752',
    publisher: 'SAGE Publications',
    fieldCode: 'DZ0105N',
  },
  {
    title: 'Acta Physica Polonica A',
    issn: '0314-5034',
    eissn: '2672-7420',
    publisher: 'Instytut Fizyki PAN',
    fieldCode: 'DZ0106N',
  },
  {
    title: 'Acta Physica Polonica B',
    issn: '2416-6227',
    eissn: '1195-213X',
    publisher: 'Uniwersytet Jagielloński',
    fieldCode: 'DZ0106N',
  },
  {
    title: 'Acta Astronomica',
    issn: '0773-8749',
    publisher: 'Copernicus Foundation for Polish Astronomy',
    fieldCode: 'DZ0106N',
  },
  {
    title: 'Fundamenta Mathematicae',
    issn: '1915-0504',
    eissn: '0125-8060',
    publisher: 'Instytut Matematyczny PAN',
    fieldCode: 'DZ0106N',
  },
  {
    title: 'Studia Mathematica',
    issn: '0741-6024',
    eissn: '1183-8035',
    publisher: 'Instytut Matematyczny PAN',
    fieldCode: 'DZ0106N',
  },
  {
    title: 'Acta Biochimica Polonica',
    issn: '1395-2110',
    eissn: '1317-9756',
    publisher: 'Polskie Towarzystwo Biochemiczne',
    fieldCode: 'DZ0106N',
  },
  {
    title: 'Wiadomości Chemiczne',
    issn: '2586-3398',
    publisher: 'Polskie Towarzystwo Chemiczne',
    fieldCode: 'DZ0106N',
  },
  {
    title: 'Geological Quarterly',
    issn: '1823-5816',
    eissn: '0502-0816',
    publisher: 'Państwowy Instytut Geologiczny – PIB',
    fieldCode: 'DZ0106N',
  },
  {
    title: 'Oceanologia',
    issn: '1238-6162',
    eissn: '0716-0593',
    publisher: 'Elsevier',
    fieldCode: 'DZ0106N',
  },
  {
    title: 'Physical Review B',
    issn: '0049-2043',
    eissn: '1233-7943',
    publisher: 'American Physical Society',
    fieldCode: 'DZ0106N',
  },
  {
    title: 'Scientific Reports',
    issn: '0376-4095',
    publisher: 'Springer Nature',
    fieldCode: 'DZ0106N',
  },
  {
    title: 'Roczniki Teologiczne',
    issn: '2959-3220',
    eissn: '1997-6208',
    publisher: 'Towarzystwo Naukowe KUL',
    fieldCode: 'DZ0107N',
  },
  {
    title: 'Collectanea Theologica',
    issn: '1394-4460',
    eissn: '2176-6932',
    publisher: 'Wydawnictwo Naukowe UKSW',
    fieldCode: 'DZ0107N',
  },
  {
    title: 'Verbum Vitae',
    issn: '0685-8511',
    eissn: '0775-0420',
    publisher: 'Wydawnictwo KUL',
    fieldCode: 'DZ0107N',
  },
  {
    title: 'The Biblical Annals',
    issn: '2691-1310',
    eissn: '1310-442X',
    publisher: 'Wydawnictwo KUL',
    fieldCode: 'DZ0107N',
  },
  {
    title: 'Analecta Cracoviensia',
    issn: '2346-2523',
    eissn: '2401-7337',
    publisher: 'Wydawnictwo Naukowe UPJPII',
    fieldCode: 'DZ0107N',
  },
  {
    title: 'Studia Theologica Varsaviensia',
    issn: '2732-5415',
    eissn: '2980-4345',
    publisher: 'Wydawnictwo Naukowe UKSW',
    fieldCode: 'DZ0107N',
  },
  {
    title: 'Theological Studies',
    issn: '0268-2729',
    eissn: '0415-6811',
    publisher: 'SAGE Publications',
    fieldCode: 'DZ0107N',
  },
  {
    title: 'Muzyka',
    issn: '1851-0272',
    eissn: '2008-7608',
    publisher: 'Instytut Sztuki PAN',
    fieldCode: 'DZ0108N',
  },
  {
    title: 'Pamiętnik Teatralny',
    issn: '1064-0622',
    eissn: '2246-4484',
    publisher: 'Instytut Sztuki PAN',
    fieldCode: 'DZ0108N',
  },
  {
    title: 'Kwartalnik Filmowy',
    issn: '1234-625X',
    eissn: '0812-5570',
    publisher: 'Instytut Sztuki PAN',
    fieldCode: 'DZ0108N',
  },
  {
    title: 'Ochrona Zabytków',
    issn: '0090-1644',
    eissn: '2307-406X',
    publisher: 'Narodowy Instytut Dziedzictwa',
    fieldCode: 'DZ0108N',
  },
  {
    title: 'Res Facta Nova',
    issn: '2035-715X',
    eissn: '1604-5017',
    publisher: 'Wydawnictwo Naukowe UAM',
    fieldCode: 'DZ0108N',
  },
  {
    title: 'Didaskalia. Gazeta Teatralna',
    issn: '2911-2133',
    eissn: '0978-2516',
    publisher: 'Wydawnictwo Uniwersytetu Jagiellońskiego',
    fieldCode: 'DZ0108N',
  },
  {
    title: 'Leonardo',
    issn: '2809-0071',
    eissn: '1334-8272',
    publisher: 'The MIT Press',
    fieldCode: 'DZ0108N',
  },
  {
    title: 'Studia nad Rodziną',
    issn: '2420-6482',
    eissn: '0255-9900',
    publisher: 'Wydawnictwo Naukowe UKSW',
    fieldCode: 'DZ0109N',
  },
  {
    title: 'Roczniki Nauk o Rodzinie',
    issn: '2887-675X',
    eissn: '2368-5115',
    publisher: 'Towarzystwo Naukowe KUL',
    fieldCode: 'DZ0109N',
  },
  {
    title: 'Family Forum',
    issn: '2313-3724',
    eissn: '0157-5791',
    publisher: 'Wydawnictwo Uniwersytetu Opolskiego',
    fieldCode: 'DZ0109N',
  },
  {
    title: 'Wychowanie w Rodzinie',
    issn: '2521-8484',
    eissn: '2070-8971',
    publisher: 'Wydawnictwo Uniwersytetu Wrocławskiego',
    fieldCode: 'DZ0109N',
  },
  {
    title: 'Journal of Marriage and Family',
    issn: '0989-6414',
    eissn: '0207-0758',
    publisher: 'Wiley',
    fieldCode: 'DZ0109N',
  },
  {
    title: 'Medycyna Weterynaryjna',
    issn: '0911-4254',
    eissn: '1607-9086',
    publisher: 'Polskie Towarzystwo Nauk Weterynaryjnych',
    fieldCode: 'DZ0110N',
  },
  {
    title: 'Journal of Veterinary Research',
    issn: '1219-4883',
    eissn: '2539-2492',
    publisher: 'Państwowy Instytut Weterynaryjny – PIB',
    fieldCode: 'DZ0110N',
  },
  {
    title: 'Polish Journal of Veterinary Sciences',
    issn: '1458-3321',
    eissn: '0937-8243',
    publisher: 'Polska Akademia Nauk',
    fieldCode: 'DZ0110N',
  },
  {
    title: 'Życie Weterynaryjne',
    issn: '0936-823X',
    publisher: 'Krajowa Izba Lekarsko-Weterynaryjna',
    fieldCode: 'DZ0110N',
  },
  {
    title: 'Annals of Parasitology',
    issn: '0687-1496',
    eissn: '1864-5321',
    publisher: 'Polskie Towarzystwo Parazytologiczne',
    fieldCode: 'DZ0110N',
  },
  {
    title: 'Veterinary Microbiology',
    issn: '1680-287X',
    eissn: '0179-8383',
    publisher: 'Elsevier',
    fieldCode: 'DZ0110N',
  },
] as const satisfies readonly TypedJournalSeed[];

export interface PublisherSeed {
  name: string;
  city: string;
}

export const PUBLISHERS: readonly PublisherSeed[] = [
  { name: 'Wydawnictwo Naukowe PWN', city: 'Warszawa' },
  { name: 'Wydawnictwo Uniwersytetu Jagiellońskiego', city: 'Kraków' },
  { name: 'Wydawnictwa Uniwersytetu Warszawskiego', city: 'Warszawa' },
  { name: 'Towarzystwo Autorów i Wydawców Prac Naukowych Universitas', city: 'Kraków' },
  { name: 'Wydawnictwo Naukowe UAM', city: 'Poznań' },
  { name: 'Wydawnictwo Uniwersytetu Łódzkiego', city: 'Łódź' },
  { name: 'Wydawnictwo Uniwersytetu Gdańskiego', city: 'Gdańsk' },
  { name: 'Wydawnictwo Naukowe Uniwersytetu Mikołaja Kopernika', city: 'Toruń' },
  { name: 'Wydawnictwo UMCS', city: 'Lublin' },
  { name: 'Wydawnictwo KUL', city: 'Lublin' },
  { name: 'Wydawnictwo Uniwersytetu Śląskiego', city: 'Katowice' },
  { name: 'Wydawnictwo Uniwersytetu Wrocławskiego', city: 'Wrocław' },
  { name: 'Oficyna Wydawnicza Politechniki Warszawskiej', city: 'Warszawa' },
  { name: 'Wydawnictwo AGH', city: 'Kraków' },
  { name: 'Wydawnictwo Naukowe Scholar', city: 'Warszawa' },
  { name: 'Wydawnictwo Instytutu Badań Literackich PAN', city: 'Warszawa' },
  { name: 'Wydawnictwo C.H. Beck', city: 'Warszawa' },
  { name: 'Wolters Kluwer Polska', city: 'Warszawa' },
  { name: 'PZWL Wydawnictwo Lekarskie', city: 'Warszawa' },
  { name: 'Wydawnictwo Naukowe UKSW', city: 'Warszawa' },
  { name: 'Springer', city: 'Cham' },
  { name: 'Elsevier', city: 'Amsterdam' },
  { name: 'De Gruyter', city: 'Berlin' },
  { name: 'Routledge', city: 'London' },
  { name: 'Oxford University Press', city: 'Oxford' },
  { name: 'Cambridge University Press', city: 'Cambridge' },
  { name: 'Brill', city: 'Leiden' },
  { name: 'Peter Lang', city: 'Berlin' },
];

export interface ConferenceSeed {
  name: string;
  /** City where the conference takes place. */
  place: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
}

export const CONFERENCES: readonly ConferenceSeed[] = [
  { name: 'Powszechny Zjazd Historyków Polskich', place: 'Lublin', country: 'PL' },
  { name: 'Zjazd Fizyków Polskich', place: 'Kraków', country: 'PL' },
  { name: 'Zjazd Naukowy Polskiego Towarzystwa Chemicznego', place: 'Toruń', country: 'PL' },
  { name: 'Polski Zjazd Filozoficzny', place: 'Wrocław', country: 'PL' },
  { name: 'Zjazd Matematyków Polskich', place: 'Gdańsk', country: 'PL' },
  { name: 'Zjazd Polskiego Towarzystwa Astronomicznego', place: 'Olsztyn', country: 'PL' },
  { name: 'Ogólnopolski Zjazd Socjologiczny', place: 'Poznań', country: 'PL' },
  { name: 'Kongres Ekonomistów Polskich', place: 'Warszawa', country: 'PL' },
  { name: 'Kongres Polskiego Towarzystwa Kardiologicznego', place: 'Katowice', country: 'PL' },
  { name: 'Zjazd Polskiego Towarzystwa Nauk Weterynaryjnych', place: 'Puławy', country: 'PL' },
  { name: 'Kongres Teologów Polskich', place: 'Lublin', country: 'PL' },
  {
    name: 'Ogólnopolska Konferencja Naukowa „Rodzina w zmieniającym się świecie”',
    place: 'Warszawa',
    country: 'PL',
  },
  { name: 'Krajowa Konferencja Automatyki', place: 'Gliwice', country: 'PL' },
  { name: 'Kongres Polskiego Towarzystwa Gleboznawczego', place: 'Wrocław', country: 'PL' },
  { name: 'Zjazd Polonistów', place: 'Kraków', country: 'PL' },
  { name: 'International Medieval Congress', place: 'Leeds', country: 'GB' },
  { name: 'European Geosciences Union General Assembly', place: 'Wien', country: 'AT' },
  { name: 'ESC Congress', place: 'Amsterdam', country: 'NL' },
  {
    name: 'IEEE International Conference on Robotics and Automation',
    place: 'Yokohama',
    country: 'JP',
  },
  { name: 'International Congress of Mathematicians', place: 'Philadelphia', country: 'US' },
  { name: 'Conference of the European Sociological Association', place: 'Porto', country: 'PT' },
  { name: 'Annual Meeting of the Society of Biblical Literature', place: 'Boston', country: 'US' },
  { name: 'World Veterinary Association Congress', place: 'Lyon', country: 'FR' },
  {
    name: 'European Physical Society Conference on High Energy Physics',
    place: 'Hamburg',
    country: 'DE',
  },
  { name: 'International Musicological Society Congress', place: 'Praha', country: 'CZ' },
];

// ---------------------------------------------------------------------------------------
// Artistic achievements
// ---------------------------------------------------------------------------------------

export interface ArtisticAchievementKind {
  code: string;
  labelPl: string;
  labelEn: string;
}

export const ARTISTIC_ACHIEVEMENT_KINDS: readonly ArtisticAchievementKind[] = [
  { code: 'SOLO_EXHIBITION', labelPl: 'wystawa indywidualna', labelEn: 'solo exhibition' },
  { code: 'GROUP_EXHIBITION', labelPl: 'wystawa zbiorowa', labelEn: 'group exhibition' },
  { code: 'CONCERT', labelPl: 'koncert', labelEn: 'concert' },
  { code: 'THEATRE_PRODUCTION', labelPl: 'spektakl teatralny', labelEn: 'theatre production' },
  { code: 'OPERA_PRODUCTION', labelPl: 'realizacja operowa', labelEn: 'opera production' },
  { code: 'FILM', labelPl: 'film', labelEn: 'film' },
  { code: 'COMPOSITION', labelPl: 'kompozycja', labelEn: 'composition' },
  { code: 'RECORDING', labelPl: 'nagranie płytowe', labelEn: 'album recording' },
  {
    code: 'ARCHITECTURAL_DESIGN',
    labelPl: 'projekt architektoniczny',
    labelEn: 'architectural design',
  },
  { code: 'DESIGN', labelPl: 'projekt wzorniczy', labelEn: 'product design' },
  { code: 'INSTALLATION', labelPl: 'instalacja', labelEn: 'installation' },
  { code: 'PERFORMANCE', labelPl: 'performans', labelEn: 'performance art' },
  {
    code: 'CONSERVATION',
    labelPl: 'realizacja konserwatorska',
    labelEn: 'conservation project',
  },
  {
    code: 'ARTISTIC_PUBLICATION',
    labelPl: 'publikacja artystyczna',
    labelEn: 'artistic publication',
  },
];

/** Words and phrases for titles of works, exhibitions and concerts (aligned PL/EN). */
export const ARTISTIC_TITLE_WORDS: {
  readonly pl: readonly string[];
  readonly en: readonly string[];
} = {
  pl: [
    'Przesilenie',
    'Cisza',
    'Pejzaż wewnętrzny',
    'Światłocień',
    'Ślady',
    'Między brzegami',
    'Pamięć materii',
    'Rezonans',
    'Północ',
    'Granica',
    'Powroty',
    'Czas zawieszony',
    'Ogród',
    'Przejścia',
    'Echa',
    'Horyzont zdarzeń',
    'Palimpsest',
    'Nokturny',
    'Struktury',
    'Miasto snu',
    'Biel',
    'Fragmenty',
    'Oddech',
    'Punkt zbiegu',
    'Krajobraz po burzy',
    'Warstwy',
    'Próba ognia',
    'Lustra',
    'Kontrapunkt',
    'Odbicia',
  ],
  en: [
    'Solstice',
    'Silence',
    'Inner Landscape',
    'Chiaroscuro',
    'Traces',
    'Between the Shores',
    'Memory of Matter',
    'Resonance',
    'Midnight',
    'The Border',
    'Returns',
    'Suspended Time',
    'The Garden',
    'Passages',
    'Echoes',
    'Event Horizon',
    'Palimpsest',
    'Nocturnes',
    'Structures',
    'City of Dreams',
    'Whiteness',
    'Fragments',
    'Breath',
    'Vanishing Point',
    'Landscape after the Storm',
    'Layers',
    'Trial by Fire',
    'Mirrors',
    'Counterpoint',
    'Reflections',
  ],
};

export interface ArtVenueSeed {
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
}

export const ART_VENUES: readonly ArtVenueSeed[] = [
  { name: 'Zachęta – Narodowa Galeria Sztuki', city: 'Warszawa', country: 'PL' },
  { name: 'Filharmonia Narodowa', city: 'Warszawa', country: 'PL' },
  { name: 'Teatr Wielki – Opera Narodowa', city: 'Warszawa', country: 'PL' },
  { name: 'Teatr Narodowy', city: 'Warszawa', country: 'PL' },
  { name: 'Centrum Sztuki Współczesnej Zamek Ujazdowski', city: 'Warszawa', country: 'PL' },
  { name: 'Muzeum Sztuki Nowoczesnej w Warszawie', city: 'Warszawa', country: 'PL' },
  { name: 'Muzeum Sztuki w Łodzi', city: 'Łódź', country: 'PL' },
  { name: 'Narodowe Forum Muzyki im. Witolda Lutosławskiego', city: 'Wrocław', country: 'PL' },
  { name: 'Muzeum Współczesne Wrocław', city: 'Wrocław', country: 'PL' },
  {
    name: 'Narodowa Orkiestra Symfoniczna Polskiego Radia – siedziba',
    city: 'Katowice',
    country: 'PL',
  },
  { name: 'MOCAK Muzeum Sztuki Współczesnej w Krakowie', city: 'Kraków', country: 'PL' },
  { name: 'Narodowy Stary Teatr im. Heleny Modrzejewskiej', city: 'Kraków', country: 'PL' },
  { name: 'Muzeum Narodowe w Krakowie', city: 'Kraków', country: 'PL' },
  { name: 'Bunkier Sztuki', city: 'Kraków', country: 'PL' },
  { name: 'Filharmonia im. Mieczysława Karłowicza w Szczecinie', city: 'Szczecin', country: 'PL' },
  { name: 'Centrum Sztuki Współczesnej Łaźnia', city: 'Gdańsk', country: 'PL' },
  { name: 'Opera Bałtycka', city: 'Gdańsk', country: 'PL' },
  { name: 'Muzeum Narodowe w Poznaniu', city: 'Poznań', country: 'PL' },
  { name: 'Galeria Arsenał', city: 'Białystok', country: 'PL' },
  { name: 'Centrum Spotkania Kultur', city: 'Lublin', country: 'PL' },
  { name: 'Teatr Wielki w Łodzi', city: 'Łódź', country: 'PL' },
  { name: 'Haus der Kunst', city: 'München', country: 'DE' },
  { name: 'Konzerthaus Berlin', city: 'Berlin', country: 'DE' },
  { name: 'Wiener Musikverein', city: 'Wien', country: 'AT' },
  { name: 'Tate Modern', city: 'London', country: 'GB' },
  { name: 'Centre Pompidou', city: 'Paris', country: 'FR' },
  { name: 'La Biennale di Venezia', city: 'Venezia', country: 'IT' },
];

// ---------------------------------------------------------------------------------------
// Patents
// ---------------------------------------------------------------------------------------

export interface PatentTitle {
  pl: string;
  en: string;
}

export const PATENT_TITLES: readonly PatentTitle[] = [
  {
    pl: 'Sposób wytwarzania nanocząstek srebra o działaniu bakteriobójczym',
    en: 'Method for producing silver nanoparticles with bactericidal activity',
  },
  { pl: 'Urządzenie do pomiaru wilgotności gleby', en: 'Device for measuring soil moisture' },
  { pl: 'Układ do bezprzewodowego przesyłania energii', en: 'System for wireless power transfer' },
  {
    pl: 'Kompozycja farmaceutyczna do leczenia stanów zapalnych skóry',
    en: 'Pharmaceutical composition for treating skin inflammation',
  },
  {
    pl: 'Sposób otrzymywania biodegradowalnego tworzywa z odpadów skrobiowych',
    en: 'Method for obtaining a biodegradable plastic from starch waste',
  },
  {
    pl: 'Czujnik światłowodowy do monitorowania odkształceń konstrukcji',
    en: 'Fibre-optic sensor for monitoring structural strain',
  },
  {
    pl: 'Sposób usuwania metali ciężkich ze ścieków przemysłowych',
    en: 'Method for removing heavy metals from industrial wastewater',
  },
  {
    pl: 'Stop magnezu o podwyższonej odporności na korozję',
    en: 'Magnesium alloy with increased corrosion resistance',
  },
  {
    pl: 'Sposób diagnozowania uszkodzeń łożysk tocznych',
    en: 'Method for diagnosing rolling bearing faults',
  },
  {
    pl: 'Implant kostny z porowatą powłoką hydroksyapatytową',
    en: 'Bone implant with a porous hydroxyapatite coating',
  },
  {
    pl: 'Szczep bakterii Lactobacillus plantarum i jego zastosowanie',
    en: 'Lactobacillus plantarum strain and its use',
  },
  {
    pl: 'Sposób wytwarzania warstw grafenowych na podłożu krzemowym',
    en: 'Method for producing graphene layers on a silicon substrate',
  },
  { pl: 'Urządzenie do rehabilitacji kończyny górnej', en: 'Device for upper limb rehabilitation' },
  {
    pl: 'Układ sterowania przekształtnikiem energoelektronicznym',
    en: 'Control system for a power electronic converter',
  },
  {
    pl: 'Sposób magazynowania energii cieplnej w materiałach zmiennofazowych',
    en: 'Method for storing thermal energy in phase-change materials',
  },
  {
    pl: 'Antena mikropaskowa o przestrajalnej częstotliwości',
    en: 'Frequency-tunable microstrip antenna',
  },
  {
    pl: 'Sposób wykrywania wirusa afrykańskiego pomoru świń',
    en: 'Method for detecting African swine fever virus',
  },
  { pl: 'Szczepionka przeciwko kokcydiozie drobiu', en: 'Vaccine against poultry coccidiosis' },
  {
    pl: 'Sposób wytwarzania napoju fermentowanego na bazie owsa',
    en: 'Method for producing an oat-based fermented beverage',
  },
  {
    pl: 'Nawóz mineralno-organiczny o spowolnionym uwalnianiu składników',
    en: 'Slow-release organo-mineral fertiliser',
  },
  {
    pl: 'Sposób zabezpieczania drewna przed grzybami rozkładającymi drewno',
    en: 'Method for protecting wood against wood-decay fungi',
  },
  {
    pl: 'Urządzenie do odzysku ciepła z powietrza wentylacyjnego',
    en: 'Device for heat recovery from ventilation air',
  },
  {
    pl: 'Beton o zwiększonej mrozoodporności',
    en: 'Concrete with increased frost resistance',
  },
  {
    pl: 'Sposób lokalizacji wycieków w sieciach wodociągowych',
    en: 'Method for locating leaks in water supply networks',
  },
  {
    pl: 'Pochodne chinoliny o działaniu przeciwnowotworowym',
    en: 'Quinoline derivatives with anticancer activity',
  },
  {
    pl: 'Sposób otrzymywania kwasu mlekowego z odpadów rolniczych',
    en: 'Method for obtaining lactic acid from agricultural waste',
  },
  {
    pl: 'Układ do pomiaru impedancji bioelektrycznej',
    en: 'System for measuring bioelectrical impedance',
  },
  {
    pl: 'Głowica ultradźwiękowa do badań nieniszczących',
    en: 'Ultrasonic probe for non-destructive testing',
  },
  { pl: 'Sposób kompresji obrazów medycznych', en: 'Method for compressing medical images' },
  { pl: 'Ogniwo paliwowe z membraną polimerową', en: 'Fuel cell with a polymer membrane' },
  {
    pl: 'Sposób wytwarzania elektrod do akumulatorów litowo-jonowych',
    en: 'Method for producing electrodes for lithium-ion batteries',
  },
  { pl: 'Urządzenie do monitorowania snu niemowląt', en: 'Device for monitoring infant sleep' },
  {
    pl: 'Opatrunek hydrożelowy z dodatkiem chitozanu',
    en: 'Hydrogel wound dressing containing chitosan',
  },
  {
    pl: 'Sposób hodowli komórek macierzystych w bioreaktorze',
    en: 'Method for culturing stem cells in a bioreactor',
  },
  {
    pl: 'Bezzałogowy statek powietrzny do inspekcji linii energetycznych',
    en: 'Unmanned aerial vehicle for power line inspection',
  },
  {
    pl: 'Sposób sterowania ruchem pojazdów na skrzyżowaniu',
    en: 'Method for controlling vehicle traffic at an intersection',
  },
  {
    pl: 'Przekładnia falowa o zwiększonej sztywności skrętnej',
    en: 'Strain-wave gear with increased torsional stiffness',
  },
  {
    pl: 'Sposób masowego odkwaszania papieru w zbiorach bibliotecznych',
    en: 'Method for mass deacidification of paper in library collections',
  },
  {
    pl: 'Sposób otrzymywania barwników naturalnych z odpadów przemysłu spożywczego',
    en: 'Method for obtaining natural colourants from food industry waste',
  },
  {
    pl: 'Laser światłowodowy o przestrajalnej długości fali',
    en: 'Wavelength-tunable fibre laser',
  },
  {
    pl: 'Układ do wykrywania upadków osób starszych',
    en: 'System for detecting falls of elderly persons',
  },
  {
    pl: 'Sposób oznaczania pozostałości antybiotyków w mleku',
    en: 'Method for determining antibiotic residues in milk',
  },
  { pl: 'Pasza uzupełniająca dla cieląt', en: 'Complementary feed for calves' },
  {
    pl: 'Sposób mikrorozmnażania borówki wysokiej',
    en: 'Method for micropropagation of highbush blueberry',
  },
  {
    pl: 'Preparat biologiczny do ochrony roślin przed mączniakiem prawdziwym',
    en: 'Biological preparation for protecting plants against powdery mildew',
  },
  {
    pl: 'Sposób wytwarzania cienkich warstw perowskitowych',
    en: 'Method for producing thin perovskite films',
  },
  {
    pl: 'Urządzenie do oddzielania mikroplastiku z wody',
    en: 'Device for separating microplastics from water',
  },
  {
    pl: 'Sposób rekultywacji gleb zanieczyszczonych substancjami ropopochodnymi',
    en: 'Method for remediating soils contaminated with petroleum products',
  },
  {
    pl: 'Mieszanka mineralno-asfaltowa z dodatkiem granulatu gumowego z recyklingu',
    en: 'Asphalt mixture containing recycled rubber granulate',
  },
  { pl: 'Sposób uszczelniania wyrobisk górniczych', en: 'Method for sealing mine workings' },
  { pl: 'Mikrokanałowy wymiennik ciepła', en: 'Microchannel heat exchanger' },
  {
    pl: 'Sposób szyfrowania danych w bezprzewodowych sieciach czujnikowych',
    en: 'Method for encrypting data in wireless sensor networks',
  },
  {
    pl: 'Proteza dłoni sterowana sygnałami mioelektrycznymi',
    en: 'Hand prosthesis controlled by myoelectric signals',
  },
  { pl: 'Sposób wczesnego wykrywania sepsy', en: 'Method for early detection of sepsis' },
  {
    pl: 'Zestaw do szybkiej diagnostyki boreliozy',
    en: 'Kit for rapid diagnosis of Lyme disease',
  },
  {
    pl: 'Sposób oczyszczania biogazu z siarkowodoru',
    en: 'Method for removing hydrogen sulphide from biogas',
  },
  {
    pl: 'Kolektor słoneczny z absorberem polimerowym',
    en: 'Solar collector with a polymer absorber',
  },
  {
    pl: 'Sposób wytwarzania włókien węglowych z ligniny',
    en: 'Method for producing carbon fibres from lignin',
  },
  {
    pl: 'Urządzenie do dopplerowskiego pomiaru przepływu krwi',
    en: 'Device for Doppler measurement of blood flow',
  },
  {
    pl: 'Sposób pakowania żywności w atmosferze modyfikowanej',
    en: 'Method for packaging food in a modified atmosphere',
  },
  {
    pl: 'Kompozyt polimerowy wzmacniany włóknem lnianym',
    en: 'Polymer composite reinforced with flax fibre',
  },
  {
    pl: 'Sposób wytwarzania tabletek o przedłużonym uwalnianiu',
    en: 'Method for producing prolonged-release tablets',
  },
  {
    pl: 'Układ optyczny do spektroskopii terahercowej',
    en: 'Optical system for terahertz spectroscopy',
  },
  {
    pl: 'Sposób rozpoznawania mowy w warunkach zakłóceń akustycznych',
    en: 'Method for speech recognition in acoustically noisy conditions',
  },
];

// ---------------------------------------------------------------------------------------
// Funding
// ---------------------------------------------------------------------------------------

export interface FunderSeed {
  code: string;
  namePl: string;
  nameEn: string;
}

export const FUNDERS: readonly FunderSeed[] = [
  { code: 'NCN', namePl: 'Narodowe Centrum Nauki', nameEn: 'National Science Centre' },
  {
    code: 'NCBR',
    namePl: 'Narodowe Centrum Badań i Rozwoju',
    nameEn: 'National Centre for Research and Development',
  },
  {
    code: 'FNP',
    namePl: 'Fundacja na rzecz Nauki Polskiej',
    nameEn: 'Foundation for Polish Science',
  },
  {
    code: 'NAWA',
    namePl: 'Narodowa Agencja Wymiany Akademickiej',
    nameEn: 'Polish National Agency for Academic Exchange',
  },
  { code: 'ABM', namePl: 'Agencja Badań Medycznych', nameEn: 'Medical Research Agency' },
  {
    code: 'MNISW',
    namePl: 'Ministerstwo Nauki i Szkolnictwa Wyższego',
    nameEn: 'Ministry of Science and Higher Education',
  },
  {
    code: 'ERC',
    namePl: 'Europejska Rada ds. Badań Naukowych',
    nameEn: 'European Research Council',
  },
  {
    code: 'HORIZON',
    namePl: 'Komisja Europejska – program Horyzont Europa',
    nameEn: 'European Commission – Horizon Europe',
  },
];

export interface ProjectProgrammeSeed {
  funderCode: string;
  name: string;
}

export const PROJECT_PROGRAMMES: readonly ProjectProgrammeSeed[] = [
  { funderCode: 'NCN', name: 'OPUS' },
  { funderCode: 'NCN', name: 'PRELUDIUM' },
  { funderCode: 'NCN', name: 'PRELUDIUM BIS' },
  { funderCode: 'NCN', name: 'SONATA' },
  { funderCode: 'NCN', name: 'SONATA BIS' },
  { funderCode: 'NCN', name: 'SONATINA' },
  { funderCode: 'NCN', name: 'MAESTRO' },
  { funderCode: 'NCN', name: 'HARMONIA' },
  { funderCode: 'NCN', name: 'MINIATURA' },
  { funderCode: 'NCN', name: 'ETIUDA' },
  { funderCode: 'NCN', name: 'BEETHOVEN' },
  { funderCode: 'NCN', name: 'WEAVE-UNISONO' },
  { funderCode: 'NCN', name: 'POLONEZ BIS' },
  { funderCode: 'FNP', name: 'TEAM' },
  { funderCode: 'FNP', name: 'FIRST TEAM' },
  { funderCode: 'FNP', name: 'TEAM-NET' },
  { funderCode: 'FNP', name: 'Międzynarodowe Agendy Badawcze' },
  { funderCode: 'FNP', name: 'START' },
  { funderCode: 'FNP', name: 'POWROTY' },
  { funderCode: 'NCBR', name: 'LIDER' },
  { funderCode: 'NCBR', name: 'TANGO' },
  { funderCode: 'NCBR', name: 'GOSPOSTRATEG' },
  { funderCode: 'NCBR', name: 'INFOSTRATEG' },
  { funderCode: 'NCBR', name: 'Szybka Ścieżka' },
  { funderCode: 'NAWA', name: 'Polskie Powroty' },
  { funderCode: 'NAWA', name: 'Program im. Bekkera' },
  { funderCode: 'NAWA', name: 'Program im. Ulama' },
  { funderCode: 'NAWA', name: 'PROM' },
  { funderCode: 'ABM', name: 'Niekomercyjne badania kliniczne' },
  { funderCode: 'MNISW', name: 'Narodowy Program Rozwoju Humanistyki' },
  { funderCode: 'MNISW', name: 'Diamentowy Grant' },
  { funderCode: 'MNISW', name: 'Perły Nauki' },
  { funderCode: 'MNISW', name: 'Regionalna Inicjatywa Doskonałości' },
  { funderCode: 'ERC', name: 'ERC Starting Grant' },
  { funderCode: 'ERC', name: 'ERC Consolidator Grant' },
  { funderCode: 'ERC', name: 'ERC Advanced Grant' },
  { funderCode: 'ERC', name: 'ERC Synergy Grant' },
  { funderCode: 'ERC', name: 'ERC Proof of Concept' },
  { funderCode: 'HORIZON', name: 'Horizon Europe RIA' },
  { funderCode: 'HORIZON', name: 'Horizon Europe IA' },
  { funderCode: 'HORIZON', name: 'MSCA Postdoctoral Fellowships' },
  { funderCode: 'HORIZON', name: 'MSCA Doctoral Networks' },
  { funderCode: 'HORIZON', name: 'Teaming for Excellence' },
];

// ---------------------------------------------------------------------------------------
// Scientific bodies (gremia) and membership
// ---------------------------------------------------------------------------------------

export interface GremiumSeed {
  namePl: string;
  nameEn: string;
  /** Organisational structure the body belongs to. */
  structure: string;
  institutionTypeCode: string;
  institutionTypeLabel: string;
  website?: string;
  street?: string;
  postalCode?: string;
  city?: string;
  phone?: string;
  /** One or two sentences in Polish. */
  description: string;
  /** True for former bodies that no longer exist. */
  ended: boolean;
  /** Year in which a former body ceased to exist, where known. */
  endYear?: number;
}

const PAN_ADDRESS = {
  street: 'Pałac Kultury i Nauki, pl. Defilad 1',
  postalCode: '00-901',
  city: 'Warszawa',
} as const;

const MINISTRY_ADDRESS = {
  street: 'ul. Wspólna 1/3',
  postalCode: '00-529',
  city: 'Warszawa',
} as const;

export const GREMIA: readonly GremiumSeed[] = [
  {
    namePl: 'Rada Doskonałości Naukowej',
    nameEn: 'Council for Scientific Excellence',
    structure: 'Organy państwowe systemu nauki',
    institutionTypeCode: 'STATE_BODY',
    institutionTypeLabel: 'organ państwowy',
    website: 'https://www.rdn.gov.pl',
    ...PAN_ADDRESS,
    description:
      'Organ nadzorujący postępowania w sprawie nadania stopni naukowych i tytułu profesora. Opiniuje wnioski o nadanie tytułu profesora i rozpatruje odwołania w sprawach awansowych.',
    ended: false,
  },
  {
    namePl: 'Rada Główna Nauki i Szkolnictwa Wyższego',
    nameEn: 'General Council for Science and Higher Education',
    structure: 'Ministerstwo Nauki i Szkolnictwa Wyższego',
    institutionTypeCode: 'REPRESENTATIVE_BODY',
    institutionTypeLabel: 'organ przedstawicielski',
    ...MINISTRY_ADDRESS,
    description:
      'Organ przedstawicielski środowiska akademickiego i naukowego. Opiniuje projekty aktów prawnych oraz sprawy dotyczące finansowania nauki i szkolnictwa wyższego.',
    ended: false,
  },
  {
    namePl: 'Komisja Ewaluacji Nauki',
    nameEn: 'Science Evaluation Committee',
    structure: 'Ministerstwo Nauki i Szkolnictwa Wyższego',
    institutionTypeCode: 'ADVISORY_BODY',
    institutionTypeLabel: 'organ opiniodawczo-doradczy ministra',
    ...MINISTRY_ADDRESS,
    description:
      'Zespół ekspertów przeprowadzający ewaluację jakości działalności naukowej w poszczególnych dyscyplinach. Przedstawia ministrowi propozycje kategorii naukowych.',
    ended: false,
  },
  {
    namePl: 'Rada Młodych Naukowców',
    nameEn: 'Council of Young Scientists',
    structure: 'Ministerstwo Nauki i Szkolnictwa Wyższego',
    institutionTypeCode: 'ADVISORY_BODY',
    institutionTypeLabel: 'organ opiniodawczo-doradczy ministra',
    ...MINISTRY_ADDRESS,
    description:
      'Organ opiniodawczo-doradczy ministra reprezentujący osoby rozpoczynające karierę naukową. Przygotowuje stanowiska w sprawach dotyczących młodych badaczy.',
    ended: false,
  },
  {
    namePl: 'Zespół do spraw Dobrych Praktyk Akademickich',
    nameEn: 'Team for Good Academic Practice',
    structure: 'Ministerstwo Nauki i Szkolnictwa Wyższego',
    institutionTypeCode: 'ADVISORY_BODY',
    institutionTypeLabel: 'organ opiniodawczo-doradczy ministra',
    ...MINISTRY_ADDRESS,
    description:
      'Zespół doradczy zajmujący się upowszechnianiem standardów rzetelności naukowej i dobrych obyczajów w środowisku akademickim.',
    ended: false,
  },
  {
    namePl: 'Rada Narodowego Centrum Nauki',
    nameEn: 'Council of the National Science Centre',
    structure: 'Narodowe Centrum Nauki',
    institutionTypeCode: 'AGENCY_COUNCIL',
    institutionTypeLabel: 'rada agencji finansującej badania',
    website: 'https://www.ncn.gov.pl',
    street: 'ul. Twardowskiego 16',
    postalCode: '30-312',
    city: 'Kraków',
    description:
      'Organ Narodowego Centrum Nauki ustalający priorytety agencji i warunki konkursów na projekty badań podstawowych.',
    ended: false,
  },
  {
    namePl: 'Rada Narodowego Centrum Badań i Rozwoju',
    nameEn: 'Council of the National Centre for Research and Development',
    structure: 'Narodowe Centrum Badań i Rozwoju',
    institutionTypeCode: 'AGENCY_COUNCIL',
    institutionTypeLabel: 'rada agencji finansującej badania',
    website: 'https://www.gov.pl/web/ncbr',
    street: 'ul. Chmielna 69',
    postalCode: '00-801',
    city: 'Warszawa',
    description:
      'Organ opiniodawczo-doradczy dyrektora Narodowego Centrum Badań i Rozwoju. Opiniuje programy strategiczne i plan działalności agencji.',
    ended: false,
  },
  {
    namePl: 'Rada Fundacji na rzecz Nauki Polskiej',
    nameEn: 'Council of the Foundation for Polish Science',
    structure: 'Fundacja na rzecz Nauki Polskiej',
    institutionTypeCode: 'AGENCY_COUNCIL',
    institutionTypeLabel: 'rada fundacji',
    website: 'https://www.fnp.org.pl',
    street: 'ul. Ignacego Krasickiego 20/22',
    postalCode: '02-611',
    city: 'Warszawa',
    description:
      'Organ stanowiący Fundacji na rzecz Nauki Polskiej. Określa kierunki działalności fundacji i zatwierdza jej programy.',
    ended: false,
  },
  {
    namePl: 'Rada Narodowej Agencji Wymiany Akademickiej',
    nameEn: 'Council of the Polish National Agency for Academic Exchange',
    structure: 'Narodowa Agencja Wymiany Akademickiej',
    institutionTypeCode: 'AGENCY_COUNCIL',
    institutionTypeLabel: 'rada agencji finansującej badania',
    website: 'https://nawa.gov.pl',
    street: 'ul. Polna 40',
    postalCode: '00-635',
    city: 'Warszawa',
    description:
      'Organ opiniodawczo-doradczy agencji wspierającej umiędzynarodowienie polskiej nauki i wymianę akademicką.',
    ended: false,
  },
  {
    namePl: 'Polska Komisja Akredytacyjna',
    nameEn: 'Polish Accreditation Committee',
    structure: 'Organy państwowe systemu nauki',
    institutionTypeCode: 'ACCREDITATION_BODY',
    institutionTypeLabel: 'instytucja akredytacyjna',
    website: 'https://pka.edu.pl',
    street: 'ul. Żurawia 32/34',
    postalCode: '00-515',
    city: 'Warszawa',
    description:
      'Niezależna instytucja działająca na rzecz doskonalenia jakości kształcenia. Przeprowadza oceny programowe i kompleksowe uczelni.',
    ended: false,
  },
  {
    namePl: 'Konferencja Rektorów Akademickich Szkół Polskich',
    nameEn: 'Conference of Rectors of Academic Schools in Poland',
    structure: 'Samorząd akademicki',
    institutionTypeCode: 'REPRESENTATIVE_BODY',
    institutionTypeLabel: 'organ przedstawicielski',
    website: 'https://www.krasp.org.pl',
    description:
      'Stowarzyszenie rektorów uczelni akademickich reprezentujące ich wspólne stanowisko wobec władz państwowych i instytucji zagranicznych.',
    ended: false,
  },
  {
    namePl: 'Akademia Młodych Uczonych PAN',
    nameEn: 'Young Academy of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_BODY',
    institutionTypeLabel: 'organ Polskiej Akademii Nauk',
    website: 'https://amu.pan.pl',
    ...PAN_ADDRESS,
    description:
      'Grono wyróżniających się naukowców na wczesnym etapie kariery działające przy Polskiej Akademii Nauk. Zabiera głos w sprawach polityki naukowej i warunków pracy młodych badaczy.',
    ended: false,
  },
  {
    namePl: 'Komitet Fizyki PAN',
    nameEn: 'Committee on Physics of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy działający przy Wydziale III Nauk Ścisłych i Nauk o Ziemi PAN. Integruje środowisko fizyków i opiniuje sprawy ważne dla rozwoju dyscypliny.',
    ended: false,
  },
  {
    namePl: 'Komitet Chemii PAN',
    nameEn: 'Committee on Chemistry of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    website: 'https://komchem.pan.pl',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy reprezentujący środowisko chemików. Pełni funkcję ciała opiniodawczego i organizuje debaty oraz konferencje naukowe.',
    ended: false,
  },
  {
    namePl: 'Komitet Matematyki PAN',
    nameEn: 'Committee on Mathematics of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy integrujący środowisko matematyków. Opiniuje kwestie kształcenia i badań w zakresie matematyki.',
    ended: false,
  },
  {
    namePl: 'Komitet Astronomii PAN',
    nameEn: 'Committee on Astronomy of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy zajmujący się sprawami polskiej astronomii, w tym udziałem w międzynarodowych programach obserwacyjnych.',
    ended: false,
  },
  {
    namePl: 'Komitet Nauk Historycznych PAN',
    nameEn: 'Committee on Historical Sciences of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy działający przy Wydziale I Nauk Humanistycznych i Społecznych PAN. Wspiera rozwój badań historycznych i współpracę ośrodków naukowych.',
    ended: false,
  },
  {
    namePl: 'Komitet Językoznawstwa PAN',
    nameEn: 'Committee on Linguistics of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy skupiający językoznawców z całego kraju. Wydaje publikacje naukowe i opiniuje sprawy dotyczące badań nad językiem.',
    ended: false,
  },
  {
    namePl: 'Komitet Nauk o Literaturze PAN',
    nameEn: 'Committee on Literary Studies of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy reprezentujący środowisko literaturoznawców. Inicjuje dyskusje o stanie i perspektywach badań literackich.',
    ended: false,
  },
  {
    namePl: 'Komitet Nauk Prawnych PAN',
    nameEn: 'Committee on Legal Sciences of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy integrujący przedstawicieli nauk prawnych. Przygotowuje opinie dotyczące projektów aktów prawnych i stanu nauki prawa.',
    ended: false,
  },
  {
    namePl: 'Komitet Nauk Ekonomicznych PAN',
    nameEn: 'Committee on Economic Sciences of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy zajmujący się rozwojem nauk ekonomicznych i przygotowywaniem ekspertyz dotyczących polityki gospodarczej.',
    ended: false,
  },
  {
    namePl: 'Komitet Nauk Pedagogicznych PAN',
    nameEn: 'Committee on Pedagogical Sciences of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy reprezentujący środowisko pedagogów. Opiniuje zmiany w systemie edukacji i wspiera badania nad wychowaniem.',
    ended: false,
  },
  {
    namePl: 'Komitet Biotechnologii PAN',
    nameEn: 'Committee on Biotechnology of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy skupiający specjalistów z zakresu biotechnologii. Opiniuje kierunki rozwoju badań i kształcenia w tej dziedzinie.',
    ended: false,
  },
  {
    namePl: 'Komitet Nauk o Kulturze Fizycznej PAN',
    nameEn: 'Committee on Physical Culture Sciences of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy zajmujący się badaniami nad aktywnością fizyczną, sportem i rekreacją oraz ich znaczeniem dla zdrowia.',
    ended: false,
  },
  {
    namePl: 'Komitet Nauk Weterynaryjnych i Biologii Rozrodu PAN',
    nameEn:
      'Committee on Veterinary Sciences and Reproductive Biology of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet naukowy PAN',
    website: 'https://knwibr.pan.pl',
    ...PAN_ADDRESS,
    description:
      'Komitet naukowy integrujący środowisko lekarzy weterynarii i biologów rozrodu. Współorganizuje konferencje i opiniuje sprawy zdrowia zwierząt.',
    ended: false,
  },
  {
    namePl: 'Komitet Etyki w Nauce PAN',
    nameEn: 'Committee on Ethics in Science of the Polish Academy of Sciences',
    structure: 'Polska Akademia Nauk',
    institutionTypeCode: 'PAN_COMMITTEE',
    institutionTypeLabel: 'komitet problemowy PAN',
    ...PAN_ADDRESS,
    description:
      'Komitet problemowy przy Prezydium PAN zajmujący się zasadami rzetelności badań naukowych i dobrymi praktykami w nauce.',
    ended: false,
  },
  {
    namePl: 'Rada Naukowa Konferencji Episkopatu Polski',
    nameEn: 'Scientific Council of the Polish Bishops’ Conference',
    structure: 'Konferencja Episkopatu Polski',
    institutionTypeCode: 'CHURCH_BODY',
    institutionTypeLabel: 'gremium kościelne',
    description:
      'Organ doradczy Konferencji Episkopatu Polski w sprawach nauki i kształcenia teologicznego. Współpracuje z wydziałami teologicznymi i uczelniami katolickimi.',
    ended: false,
  },
  {
    namePl: 'Centralna Komisja do Spraw Stopni i Tytułów',
    nameEn: 'Central Commission for Degrees and Titles',
    structure: 'Organy państwowe systemu nauki',
    institutionTypeCode: 'STATE_BODY',
    institutionTypeLabel: 'organ państwowy',
    ...PAN_ADDRESS,
    description:
      'Centralny organ państwowy nadzorujący postępowania o nadanie stopni naukowych i tytułu profesora. Zakończył działalność, a jego zadania przejęła Rada Doskonałości Naukowej.',
    ended: true,
    endYear: 2019,
  },
  {
    namePl: 'Komitet Ewaluacji Jednostek Naukowych',
    nameEn: 'Committee for Evaluation of Scientific Units',
    structure: 'Ministerstwo Nauki i Szkolnictwa Wyższego',
    institutionTypeCode: 'ADVISORY_BODY',
    institutionTypeLabel: 'organ opiniodawczo-doradczy ministra',
    description:
      'Komitet przeprowadzający kompleksową ocenę jednostek naukowych. Zastąpiony przez Komisję Ewaluacji Nauki po reformie systemu nauki.',
    ended: true,
  },
  {
    namePl: 'Komitet Polityki Naukowej',
    nameEn: 'Science Policy Committee',
    structure: 'Ministerstwo Nauki i Szkolnictwa Wyższego',
    institutionTypeCode: 'ADVISORY_BODY',
    institutionTypeLabel: 'organ opiniodawczo-doradczy ministra',
    description:
      'Organ opiniodawczo-doradczy ministra w sprawach polityki naukowej, naukowo-technicznej i innowacyjnej. Zniesiony w wyniku reformy systemu nauki.',
    ended: true,
  },
  {
    namePl: 'Komitet Badań Naukowych',
    nameEn: 'State Committee for Scientific Research',
    structure: 'Organy państwowe systemu nauki',
    institutionTypeCode: 'STATE_BODY',
    institutionTypeLabel: 'organ państwowy',
    description:
      'Naczelny organ administracji państwowej w sprawach polityki naukowej i naukowo-technicznej, który rozdzielał środki na badania. Jego zadania przejęło ministerstwo właściwe do spraw nauki.',
    ended: true,
    endYear: 2005,
  },
];

export interface GremiumFunction {
  pl: string;
  en: string;
}

export const GREMIUM_FUNCTIONS: readonly GremiumFunction[] = [
  { pl: 'Przewodniczący', en: 'Chair' },
  { pl: 'Wiceprzewodniczący', en: 'Vice-chair' },
  { pl: 'Sekretarz', en: 'Secretary' },
  { pl: 'Sekretarz naukowy', en: 'Scientific secretary' },
  { pl: 'Członek prezydium', en: 'Member of the presidium' },
  { pl: 'Przewodniczący zespołu', en: 'Team chair' },
  { pl: 'Przewodniczący sekcji', en: 'Section chair' },
  { pl: 'Członek zespołu', en: 'Team member' },
];

export interface MemberKind {
  code: string;
  labelPl: string;
  labelEn: string;
}

export const MEMBER_KINDS: readonly MemberKind[] = [
  { code: 'MEMBER', labelPl: 'członek', labelEn: 'member' },
  { code: 'CORRESPONDING', labelPl: 'członek korespondent', labelEn: 'corresponding member' },
  { code: 'HONORARY', labelPl: 'członek honorowy', labelEn: 'honorary member' },
  { code: 'EXPERT', labelPl: 'ekspert', labelEn: 'expert' },
  { code: 'DEPUTY', labelPl: 'zastępca członka', labelEn: 'deputy member' },
];

// ---------------------------------------------------------------------------------------
// News posts
// ---------------------------------------------------------------------------------------

export interface PostCategory {
  name: string;
  slug: string;
}

export interface PostSeed {
  titlePl: string;
  titleEn: string;
  excerptPl: string;
  excerptEn: string;
  categories: readonly PostCategory[];
}

const CAT_NEWS: PostCategory = { name: 'Aktualności', slug: 'aktualnosci' };
const CAT_FEATURES: PostCategory = { name: 'Nowe funkcje', slug: 'nowe-funkcje' };
const CAT_CALLS: PostCategory = { name: 'Konkursy', slug: 'konkursy' };
const CAT_EVALUATION: PostCategory = { name: 'Ewaluacja', slug: 'ewaluacja' };
const CAT_EXPERTS: PostCategory = { name: 'Eksperci', slug: 'eksperci' };
const CAT_EVENTS: PostCategory = { name: 'Wydarzenia', slug: 'wydarzenia' };
const CAT_NOTICES: PostCategory = { name: 'Komunikaty', slug: 'komunikaty' };
const CAT_GUIDES: PostCategory = { name: 'Poradniki', slug: 'poradniki' };

export const POST_CATEGORIES: readonly PostCategory[] = [
  CAT_NEWS,
  CAT_FEATURES,
  CAT_CALLS,
  CAT_EVALUATION,
  CAT_EXPERTS,
  CAT_EVENTS,
  CAT_NOTICES,
  CAT_GUIDES,
];

export const POSTS: readonly PostSeed[] = [
  {
    titlePl: 'Nowa wyszukiwarka ekspertów w portalu',
    titleEn: 'New expert search on the portal',
    excerptPl:
      'Udostępniliśmy nową wyszukiwarkę, która pozwala odnaleźć ekspertów według dziedziny, dyscypliny, słów kluczowych i miejsca zatrudnienia. Wyniki można zawęzić także do osób z określonym stopniem lub tytułem naukowym.',
    excerptEn:
      'We have launched a new search tool that helps you find experts by field, discipline, keywords and place of employment. Results can also be narrowed down to people holding a specific degree or academic title.',
    categories: [CAT_FEATURES, CAT_EXPERTS],
  },
  {
    titlePl: 'Profile naukowców z identyfikatorem ORCID',
    titleEn: 'Researcher profiles with ORCID iD',
    excerptPl:
      'Profile osób, które podały identyfikator ORCID, są teraz wyraźnie oznaczone. Dzięki temu łatwiej jednoznacznie powiązać dorobek publikacyjny z konkretną osobą.',
    excerptEn:
      'Profiles of people who have provided an ORCID iD are now clearly marked, making it easier to link publications unambiguously to a specific person.',
    categories: [CAT_FEATURES],
  },
  {
    titlePl: 'Ruszył nabór wniosków w konkursach OPUS i PRELUDIUM',
    titleEn: 'Call for proposals opens in the OPUS and PRELUDIUM competitions',
    excerptPl:
      'Narodowe Centrum Nauki ogłosiło kolejną edycję konkursów na projekty badawcze. Przypominamy, że informacje o realizowanych projektach pojawiają się w profilach kierowników i wykonawców.',
    excerptEn:
      'The National Science Centre has announced another edition of its research project competitions. Information on ongoing projects appears in the profiles of principal investigators and team members.',
    categories: [CAT_CALLS, CAT_NEWS],
  },
  {
    titlePl: 'Wyniki ewaluacji jakości działalności naukowej',
    titleEn: 'Results of the evaluation of the quality of scientific activity',
    excerptPl:
      'Opublikowano kategorie naukowe przyznane podmiotom w poszczególnych dyscyplinach. W portalu prezentujemy je na stronach instytucji wraz z listą dyscyplin, w których prowadzą działalność.',
    excerptEn:
      'The scientific categories awarded to institutions in individual disciplines have been published. The portal shows them on institution pages together with the list of disciplines in which they are active.',
    categories: [CAT_EVALUATION, CAT_NEWS],
  },
  {
    titlePl: 'Otwarcie rejestracji w bazie ekspertów',
    titleEn: 'Registration opens in the expert database',
    excerptPl:
      'Zapraszamy badaczy do zgłaszania swojej kandydatury do bazy ekspertów. Eksperci mogą być powoływani do oceny wniosków grantowych, recenzowania projektów i udziału w pracach zespołów doradczych.',
    excerptEn:
      'We invite researchers to apply to the expert database. Experts may be appointed to assess grant applications, review projects and take part in the work of advisory teams.',
    categories: [CAT_EXPERTS, CAT_NOTICES],
  },
  {
    titlePl: 'Eksport dorobku do formatów BibTeX i RIS',
    titleEn: 'Export of publications to BibTeX and RIS',
    excerptPl:
      'Listę publikacji widoczną w profilu można teraz pobrać w formatach BibTeX i RIS. Ułatwia to przygotowanie wniosków grantowych oraz korzystanie z programów do zarządzania bibliografią.',
    excerptEn:
      'The list of publications shown in a profile can now be downloaded in BibTeX and RIS formats, which makes it easier to prepare grant applications and use reference management software.',
    categories: [CAT_FEATURES],
  },
  {
    titlePl: 'Prace serwisowe w najbliższy weekend',
    titleEn: 'Scheduled maintenance this weekend',
    excerptPl:
      'W związku z aktualizacją infrastruktury portal może być okresowo niedostępny. Przepraszamy za utrudnienia i dziękujemy za cierpliwość.',
    excerptEn:
      'Due to an infrastructure upgrade the portal may be temporarily unavailable. We apologise for the inconvenience and thank you for your patience.',
    categories: [CAT_NOTICES],
  },
  {
    titlePl: 'Zaktualizowane słowniki dziedzin i dyscyplin',
    titleEn: 'Updated dictionaries of fields and disciplines',
    excerptPl:
      'Słowniki w portalu odpowiadają klasyfikacji dziedzin nauki i dyscyplin naukowych oraz dyscyplin artystycznych z 2022 r., obejmującej m.in. dziedzinę nauk o rodzinie i dziedzinę nauk weterynaryjnych.',
    excerptEn:
      'The portal dictionaries follow the 2022 classification of fields of science and scientific and artistic disciplines, which includes, among others, the fields of family sciences and veterinary sciences.',
    categories: [CAT_NEWS],
  },
  {
    titlePl: 'Festiwal Nauki – spotkania z badaczami',
    titleEn: 'Science Festival – meet the researchers',
    excerptPl:
      'W wielu miastach rozpoczynają się festiwale nauki. Zachęcamy do odwiedzania profili prelegentów, aby przed wykładem poznać ich zainteresowania badawcze i najważniejsze publikacje.',
    excerptEn:
      'Science festivals are starting in many cities. We encourage you to visit the speakers’ profiles to learn about their research interests and key publications before the lectures.',
    categories: [CAT_EVENTS],
  },
  {
    titlePl: 'Nabór w programach wymiany akademickiej NAWA',
    titleEn: 'Calls in NAWA academic exchange programmes',
    excerptPl:
      'Narodowa Agencja Wymiany Akademickiej zaprasza do składania wniosków w programach wspierających mobilność naukowców. Informacje o stażach zagranicznych można dodać do swojego profilu.',
    excerptEn:
      'The Polish National Agency for Academic Exchange invites applications to its researcher mobility programmes. Information about research stays abroad can be added to your profile.',
    categories: [CAT_CALLS],
  },
  {
    titlePl: 'Raport o dostępności cyfrowej portalu',
    titleEn: 'Digital accessibility report for the portal',
    excerptPl:
      'Opublikowaliśmy deklarację dostępności wraz z wynikami audytu. Portal spełnia wymagania standardu WCAG 2.1 na poziomie AA, a zgłoszone uwagi są na bieżąco uwzględniane.',
    excerptEn:
      'We have published our accessibility statement together with the audit results. The portal meets the WCAG 2.1 AA requirements, and reported issues are addressed on an ongoing basis.',
    categories: [CAT_NOTICES],
  },
  {
    titlePl: 'Osiągnięcia artystyczne w profilach naukowców',
    titleEn: 'Artistic achievements in researcher profiles',
    excerptPl:
      'Profile osób reprezentujących dziedzinę sztuki prezentują teraz wystawy, koncerty, spektakle i inne osiągnięcia artystyczne wraz z miejscem i datą ich realizacji.',
    excerptEn:
      'Profiles of people working in the arts now present exhibitions, concerts, theatre productions and other artistic achievements together with their venue and date.',
    categories: [CAT_FEATURES],
  },
  {
    titlePl: 'Jak uzupełnić informacje o członkostwie w gremiach?',
    titleEn: 'How to add information about membership in scientific bodies?',
    excerptPl:
      'Przygotowaliśmy krótki poradnik opisujący, jak wskazać gremium, pełnioną funkcję i okres członkostwa. Dane o członkostwie są widoczne zarówno w profilu osoby, jak i na stronie gremium.',
    excerptEn:
      'We have prepared a short guide on how to specify a scientific body, the function held and the period of membership. Membership data are shown both in the person’s profile and on the body’s page.',
    categories: [CAT_GUIDES],
  },
  {
    titlePl: 'Nowe statystyki publikacji w profilach',
    titleEn: 'New publication statistics in profiles',
    excerptPl:
      'W profilach pojawiły się zestawienia liczby publikacji w kolejnych latach oraz podział dorobku na artykuły, monografie i rozdziały. Statystyki są aktualizowane codziennie.',
    excerptEn:
      'Profiles now include charts of publication counts over the years and a breakdown of output into articles, monographs and chapters. The statistics are updated daily.',
    categories: [CAT_FEATURES, CAT_NEWS],
  },
];

// ---------------------------------------------------------------------------------------
// Keywords
// ---------------------------------------------------------------------------------------

export interface KeywordLists {
  pl: readonly string[];
  /** Aligned with `pl` index-by-index. */
  en: readonly string[];
}

export const KEYWORDS: Readonly<Record<FieldCode, KeywordLists>> = {
  DZ0101N: {
    pl: [
      'historiografia',
      'pamięć kulturowa',
      'średniowiecze',
      'romantyzm',
      'semantyka',
      'frazeologia',
      'hermeneutyka',
      'fenomenologia',
      'epigrafika',
      'ikonografia',
      'edytorstwo naukowe',
      'humanistyka cyfrowa',
    ],
    en: [
      'historiography',
      'cultural memory',
      'Middle Ages',
      'Romanticism',
      'semantics',
      'phraseology',
      'hermeneutics',
      'phenomenology',
      'epigraphy',
      'iconography',
      'scholarly editing',
      'digital humanities',
    ],
  },
  DZ0102N: {
    pl: [
      'sztuczna inteligencja',
      'Internet rzeczy',
      'metoda elementów skończonych',
      'nanomateriały',
      'efektywność energetyczna',
      'robotyka mobilna',
      'przetwarzanie sygnałów',
      'druk 3D',
      'fotowoltaika',
      'inteligentne miasta',
      'diagnostyka techniczna',
      'magazynowanie energii',
    ],
    en: [
      'artificial intelligence',
      'Internet of Things',
      'finite element method',
      'nanomaterials',
      'energy efficiency',
      'mobile robotics',
      'signal processing',
      '3D printing',
      'photovoltaics',
      'smart cities',
      'technical diagnostics',
      'energy storage',
    ],
  },
  DZ0103N: {
    pl: [
      'nowotwory',
      'choroby sercowo-naczyniowe',
      'cukrzyca',
      'mikrobiom',
      'immunoterapia',
      'profilaktyka',
      'zdrowie publiczne',
      'farmakokinetyka',
      'rehabilitacja',
      'aktywność fizyczna',
      'otyłość',
      'medycyna spersonalizowana',
    ],
    en: [
      'cancer',
      'cardiovascular diseases',
      'diabetes',
      'microbiome',
      'immunotherapy',
      'prevention',
      'public health',
      'pharmacokinetics',
      'rehabilitation',
      'physical activity',
      'obesity',
      'personalised medicine',
    ],
  },
  DZ0104N: {
    pl: [
      'rolnictwo precyzyjne',
      'żywność funkcjonalna',
      'probiotyki',
      'dobrostan zwierząt',
      'gleba',
      'nawożenie',
      'ochrona roślin',
      'leśnictwo',
      'akwakultura',
      'bioróżnorodność',
      'zmiany klimatu',
      'łańcuch dostaw żywności',
    ],
    en: [
      'precision agriculture',
      'functional food',
      'probiotics',
      'animal welfare',
      'soil',
      'fertilisation',
      'plant protection',
      'forestry',
      'aquaculture',
      'biodiversity',
      'climate change',
      'food supply chain',
    ],
  },
  DZ0105N: {
    pl: [
      'polityka publiczna',
      'demokracja',
      'rynek pracy',
      'innowacje',
      'zarządzanie',
      'prawo administracyjne',
      'edukacja',
      'migracje',
      'media cyfrowe',
      'bezpieczeństwo',
      'dobrostan psychiczny',
      'zrównoważony rozwój',
    ],
    en: [
      'public policy',
      'democracy',
      'labour market',
      'innovation',
      'management',
      'administrative law',
      'education',
      'migration',
      'digital media',
      'security',
      'psychological well-being',
      'sustainable development',
    ],
  },
  DZ0106N: {
    pl: [
      'fizyka kwantowa',
      'nadprzewodnictwo',
      'kataliza',
      'genomika',
      'ekologia',
      'zmiany klimatu',
      'astrofizyka',
      'teoria grafów',
      'uczenie maszynowe',
      'spektroskopia',
      'biologia komórki',
      'geochemia',
    ],
    en: [
      'quantum physics',
      'superconductivity',
      'catalysis',
      'genomics',
      'ecology',
      'climate change',
      'astrophysics',
      'graph theory',
      'machine learning',
      'spectroscopy',
      'cell biology',
      'geochemistry',
    ],
  },
  DZ0107N: {
    pl: [
      'eklezjologia',
      'chrystologia',
      'liturgia',
      'Pismo Święte',
      'egzegeza',
      'patrystyka',
      'duszpasterstwo',
      'katecheza',
      'ekumenizm',
      'teologia moralna',
      'duchowość',
      'misje',
    ],
    en: [
      'ecclesiology',
      'Christology',
      'liturgy',
      'Holy Scripture',
      'exegesis',
      'patristics',
      'pastoral care',
      'catechesis',
      'ecumenism',
      'moral theology',
      'spirituality',
      'missions',
    ],
  },
  DZ0108N: {
    pl: [
      'malarstwo',
      'rzeźba',
      'grafika',
      'kompozycja',
      'wykonawstwo',
      'kameralistyka',
      'teatr',
      'film',
      'scenografia',
      'sztuka współczesna',
      'design',
      'konserwacja dzieł sztuki',
    ],
    en: [
      'painting',
      'sculpture',
      'printmaking',
      'composition',
      'performance',
      'chamber music',
      'theatre',
      'film',
      'stage design',
      'contemporary art',
      'design',
      'art conservation',
    ],
  },
  DZ0109N: {
    pl: [
      'rodzina',
      'małżeństwo',
      'rodzicielstwo',
      'wychowanie',
      'więzi rodzinne',
      'polityka rodzinna',
      'poradnictwo rodzinne',
      'międzypokoleniowość',
      'kryzys rodziny',
      'rodzina zastępcza',
      'komunikacja małżeńska',
      'dzietność',
    ],
    en: [
      'family',
      'marriage',
      'parenthood',
      'upbringing',
      'family bonds',
      'family policy',
      'family counselling',
      'intergenerational relations',
      'family crisis',
      'foster family',
      'marital communication',
      'fertility',
    ],
  },
  DZ0110N: {
    pl: [
      'weterynaria',
      'epizootiologia',
      'choroby zakaźne zwierząt',
      'zoonozy',
      'antybiotykooporność',
      'bioasekuracja',
      'rozród zwierząt',
      'parazytologia',
      'bezpieczeństwo żywności',
      'dobrostan zwierząt',
      'diagnostyka weterynaryjna',
      'One Health',
    ],
    en: [
      'veterinary medicine',
      'epizootiology',
      'infectious animal diseases',
      'zoonoses',
      'antimicrobial resistance',
      'biosecurity',
      'animal reproduction',
      'parasitology',
      'food safety',
      'animal welfare',
      'veterinary diagnostics',
      'One Health',
    ],
  },
};

// ---------------------------------------------------------------------------------------
// Employment and research works
// ---------------------------------------------------------------------------------------

export interface EmploymentPosition {
  pl: string;
  en: string;
}

export const EMPLOYMENT_POSITIONS: readonly EmploymentPosition[] = [
  { pl: 'profesor', en: 'professor' },
  { pl: 'profesor uczelni', en: 'university professor' },
  { pl: 'profesor instytutu', en: 'institute professor' },
  { pl: 'profesor wizytujący', en: 'visiting professor' },
  { pl: 'adiunkt', en: 'assistant professor' },
  { pl: 'asystent', en: 'assistant' },
  { pl: 'starszy wykładowca', en: 'senior lecturer' },
  { pl: 'wykładowca', en: 'lecturer' },
  { pl: 'lektor', en: 'language instructor' },
  { pl: 'badacz', en: 'researcher' },
  { pl: 'starszy specjalista naukowo-techniczny', en: 'senior research and technical specialist' },
  { pl: 'specjalista naukowo-techniczny', en: 'research and technical specialist' },
  { pl: 'doktorant', en: 'doctoral candidate' },
];

export type ResearchWorkKindCode = 'DOCTORAL' | 'HABILITATION' | 'PROFESSOR' | 'OTHER';

export interface ResearchWorkKind {
  id: number;
  labelPl: string;
  labelEn: string;
  kind: ResearchWorkKindCode;
}

export const RESEARCH_WORK_KINDS: readonly ResearchWorkKind[] = [
  { id: 202501, labelPl: 'rozprawa doktorska', labelEn: 'doctoral dissertation', kind: 'DOCTORAL' },
  {
    id: 202502,
    labelPl: 'postępowanie w sprawie nadania stopnia doktora habilitowanego',
    labelEn: 'habilitation proceedings',
    kind: 'HABILITATION',
  },
  {
    id: 202503,
    labelPl: 'postępowanie w sprawie nadania tytułu profesora',
    labelEn: 'proceedings for the award of the title of professor',
    kind: 'PROFESSOR',
  },
  {
    id: 202504,
    labelPl: 'praca badawcza zgłoszona do systemu (tylko do odczytu)',
    labelEn: 'research work statement (read-only)',
    kind: 'OTHER',
  },
];
