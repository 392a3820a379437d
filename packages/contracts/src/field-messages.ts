// The texts the services answer in `errors[].content` and `message`, in the caller's language
// (accounts-and-platform §7: every request carries Accept-Language with the current locale).
// The contracts and services write English; this catalogue gives each text's Polish. A text
// is a template: {n} stands for a number, {text} for any words (a list of types, a key).

/** The languages of the services' messages: `en` (the API's own), `pl`. */
export type MessageLang = 'pl' | 'en';

/** English template → Polish template, with the same placeholders in the same order. */
const POLISH: ReadonlyArray<readonly [string, string]> = [
  // The envelope's own messages.
  ['The request is not valid.', 'Żądanie jest nieprawidłowe.'],
  ['Authentication failed.', 'Uwierzytelnienie nie powiodło się.'],
  ['Authorisation failed.', 'Brak uprawnień.'],
  ['Only the owner of a profile can edit it.', 'Profil może edytować tylko jego właściciel.'],
  [
    'The profile of a deceased person cannot be edited.',
    'Profilu osoby zmarłej nie można edytować.',
  ],
  [
    'This profile can no longer be edited: its account was deleted.',
    'Tego profilu nie można już edytować: jego konto zostało usunięte.',
  ],
  [
    'The name and surname of a person with current employment come from the national registry and cannot be edited; only secondName can.',
    'Imię i nazwisko osoby obecnie zatrudnionej pochodzą z rejestru krajowego i nie można ich zmienić; można zmienić tylko drugie imię.',
  ],
  [
    'This record shows what its source delivered: there is nothing to restore.',
    'Ten wpis pokazuje dane dostarczone przez źródło: nie ma czego przywracać.',
  ],
  [
    'The title of this research work comes from POL-on (or its kind is never editable) and cannot be changed.',
    'Tytuł tej pracy pochodzi z systemu POL-on (lub pracy tego rodzaju nie można edytować) i nie można go zmienić.',
  ],
  ['No such {text} on your profile.', 'Nie ma takiego wpisu w Twoim profilu.'],
  // Gremium administration: deleting a body with members, and the owners' limits (decision 036).
  [
    'This gremium has {n} member(s): remove them before deleting it.',
    'Liczba członków tego gremium: {n}. Usuń ich przed usunięciem gremium.',
  ],
  [
    'This gremium has {n} member(s), {n} of them from a state system: it cannot be deleted here.',
    'Liczba członków tego gremium: {n}, w tym z systemów państwowych: {n}. Nie można go tu usunąć.',
  ],
  [
    'You can remove {n} member(s) of this gremium; the others can only be removed by an operator: remove yours and ask an operator before deleting it.',
    'Możesz usunąć członków tego gremium w liczbie: {n}; pozostałych może usunąć tylko operator. Usuń swoich i poproś operatora, zanim usuniesz gremium.',
  ],
  [
    'This gremium has members that only an operator can remove: ask an operator before deleting it.',
    'To gremium ma członków, których może usunąć tylko operator. Poproś operatora, zanim usuniesz gremium.',
  ],
  [
    'You keep {n} bodies you added, the most an account may: delete one before adding another.',
    'Masz już {n} dodanych przez siebie gremiów, najwięcej, ile może mieć konto. Usuń jedno, zanim dodasz kolejne.',
  ],
  [
    'At most {n} bodies can be added in a day; try again later.',
    'W ciągu doby można dodać najwyżej {n} gremiów; spróbuj ponownie później.',
  ],
  // Field messages.
  ['is required', 'jest wymagane'],
  ['is not valid', 'jest nieprawidłowe'],
  ['is too large', 'jest za duże'],
  ['is listed twice', 'występuje dwa razy'],
  ['is required when a portal name is given', 'jest wymagany, gdy podano nazwę portalu'],
  [
    'is required: send the image as multipart/form-data field file',
    'jest wymagany: wyślij obraz jako pole file formularza multipart/form-data',
  ],
  [
    'is required: comma-separated profile ids',
    'jest wymagane: identyfikatory profili po przecinku',
  ],
  ['is not a readable image', 'nie jest czytelnym obrazem'],
  ['is not valid JSON', 'nie jest poprawnym JSON-em'],
  ['is not valid percent-encoding', 'ma nieprawidłowe kodowanie procentowe'],
  ['must be text', 'musi być tekstem'],
  ['must be a whole number', 'musi być liczbą całkowitą'],
  ['must be a positive number', 'musi być liczbą dodatnią'],
  ['must be true or false', 'musi mieć wartość true lub false'],
  ['must be a UUID', 'musi być identyfikatorem UUID'],
  ['must be 0 or more', 'musi być równe 0 lub większe'],
  ['must be at least {n}', 'musi wynosić co najmniej {n}'],
  ['must be at most {n} characters', 'może mieć najwyżej {n} znaków'],
  ['must be at most {n} MB', 'może mieć najwyżej {n} MB'],
  ['must be at most {n}', 'może wynosić najwyżej {n}'],
  ['must be {n} or later', 'musi być rokiem {n} lub późniejszym'],
  ['must be a year of four digits', 'musi być rokiem zapisanym czterema cyframi'],
  ['must hold at most {n} specialties', 'może zawierać najwyżej {n} specjalności'],
  ['must hold at most {n} links', 'może zawierać najwyżej {n} odnośników'],
  ['must name at most {n} profile ids', 'może wskazywać najwyżej {n} profili'],
  ['must name at least one profile id', 'musi wskazywać co najmniej jeden profil'],
  ['must name at least one module', 'musi wskazywać co najmniej jeden moduł'],
  ['must not repeat a module', 'nie może powtarzać modułu'],
  ['must have at most {n} million pixels', 'może mieć najwyżej {n} mln pikseli'],
  ['must be an image of type {text}', 'musi być obrazem typu {text}'],
  ['must not contain markup (HTML tags)', 'nie może zawierać znaczników (HTML)'],
  ['must not contain control characters', 'nie może zawierać znaków sterujących'],
  ['must not contain NUL characters', 'nie może zawierać znaków NUL'],
  [
    'must be well-formed Unicode text (it holds a lone surrogate)',
    'musi być poprawnym tekstem Unicode (zawiera niesparowany surogat)',
  ],
  [
    'must be a single line (no line breaks or tabs)',
    'musi mieścić się w jednym wierszu (bez podziałów wiersza i tabulatorów)',
  ],
  ['must be a date from {text} to {text}', 'musi być datą od {text} do {text}'],
  [
    'must name the boundary of the multipart/form-data body',
    'musi podawać granicę (boundary) treści multipart/form-data',
  ],
  [
    'must have a boundary of 1 to 70 characters (RFC 2046)',
    'musi mieć granicę (boundary) długości od 1 do 70 znaków (RFC 2046)',
  ],
  ['is not a complete multipart/form-data body', 'nie jest kompletną treścią multipart/form-data'],
  ['must not be empty', 'nie może być puste'],
  ['must not be empty; send a JSON document', 'nie może być puste; wyślij dokument JSON'],
  ['must not nest deeper than {n} levels', 'nie może mieć więcej niż {n} poziomów zagnieżdżenia'],
  ['must be an e-mail address', 'musi być adresem e-mail'],
  [
    'must be a phone number: digits, optionally +, spaces, hyphens',
    'musi być numerem telefonu: cyfry, opcjonalnie +, spacje, łączniki',
  ],
  [
    'must be a web address starting with http:// or https://',
    'musi być adresem internetowym zaczynającym się od http:// lub https://',
  ],
  [
    'may hold only letters, spaces, hyphens, apostrophes and dots',
    'może zawierać tylko litery, spacje, łączniki, apostrofy i kropki',
  ],
  ['has a path parameter longer than 100 characters', 'ma parametr ścieżki dłuższy niż 100 znaków'],
  // zod's own texts, for checks that name none of their own.
  ['Unrecognized key: {text}', 'nieznane pole: {text}'],
  ['Unrecognized keys: {text}', 'nieznane pola: {text}'],
  [
    'Invalid input: expected {text}, received {text}',
    'nieprawidłowa wartość: oczekiwano {text}, otrzymano {text}',
  ],
  ['Invalid input', 'nieprawidłowa wartość'],
  // Gremium administration, the CV and the experts' registration.
  ['must be at least {n} characters', 'musi mieć co najmniej {n} znaków'],
  ['must be at most {n} periods', 'może zawierać najwyżej {n} okresów'],
  ['must be at most {n} terms', 'może zawierać najwyżej {n} kadencji'],
  ['must be a DOI (10.xxxx/…)', 'musi być identyfikatorem DOI (10.xxxx/…)'],
  ['must be a date (YYYY-MM-DD)', 'musi być datą (RRRR-MM-DD)'],
  [
    'must be a date YYYY-MM-DD with a year of four digits',
    'musi być datą RRRR-MM-DD z rokiem zapisanym czterema cyframi',
  ],
  ['must be a date', 'musi być datą'],
  ['must be a four-digit year', 'musi być rokiem zapisanym czterema cyframi'],
  ['must be a year', 'musi być rokiem'],
  ['must be a number', 'musi być liczbą'],
  ['must be a label key', 'musi być kluczem etykiety'],
  ['must be pl or en', 'musi mieć wartość pl lub en'],
  ['must not end before it starts', 'nie może kończyć się przed początkiem'],
  [
    'must be a phone number (9 to 15 digits, optionally with + and spaces)',
    'musi być numerem telefonu (od 9 do 15 cyfr, opcjonalnie ze znakiem + i spacjami)',
  ],
  ['must be a phone number', 'musi być numerem telefonu'],
  ['must be a statement code (A-Z, 0-9, _)', 'musi być kodem oświadczenia (A-Z, 0-9, _)'],
  ['must not repeat an entity', 'nie może powtarzać podmiotu'],
  ['is not a known kind of membership', 'nie jest znanym rodzajem członkostwa'],
  ['is not a known type of body', 'nie jest znanym typem gremium'],
  ['must be a postal code like 00-001', 'musi być kodem pocztowym w postaci 00-001'],
  ['must be an http(s) address', 'musi być adresem http(s)'],
  ['must not be earlier than the entry date', 'nie może być wcześniejsza niż data powołania'],
  ['must not be earlier than the start date', 'nie może być wcześniejsza niż data rozpoczęcia'],
  ['must not be earlier than the year from', 'nie może być wcześniejszy niż rok od'],
  // The function import's file (errors[].content on the key file).
  ['is empty', 'jest pusty'],
  ['is larger than {n} MB', 'jest większy niż {n} MB'],
  ['must be a .csv or .xlsx file', 'musi być plikiem .csv lub .xlsx'],
  [
    'is an old Excel (.xls) file: save it as .xlsx or .csv',
    'jest starym plikiem programu Excel (.xls): zapisz go jako .xlsx lub .csv',
  ],
  ['is not a UTF-8 text (CSV)', 'nie jest tekstem w kodowaniu UTF-8 (CSV)'],
  ['has no header row', 'nie ma wiersza nagłówka'],
  ['has no data rows under its header', 'nie ma wierszy z danymi pod nagłówkiem'],
  [
    'has unknown columns: {text}; the columns are {text}',
    'ma nieznane kolumny: {text}; kolumny to {text}',
  ],
  ['has the column {text} twice', 'ma dwa razy kolumnę {text}'],
  ['lacks the columns {text} in its header row', 'nie ma w wierszu nagłówka kolumn {text}'],
  ['has more than {n} rows', 'ma więcej niż {n} wierszy'],
  ['has more than {n} columns in row {n}', 'ma więcej niż {n} kolumn w wierszu {n}'],
  [
    'has a cell longer than {n} characters in row {n}',
    'ma komórkę dłuższą niż {n} znaków w wierszu {n}',
  ],
  ['unpacks to more than {n} MB', 'po rozpakowaniu zajmuje więcej niż {n} MB'],
  [
    'unpacks to more than its headers say',
    'po rozpakowaniu zajmuje więcej, niż podają jego nagłówki',
  ],
  ['has more than {n} parts', 'ma więcej niż {n} części'],
  ['has more than {n} different texts', 'ma więcej niż {n} różnych tekstów'],
  ['is not a valid CSV near row {n}', 'nie jest poprawnym plikiem CSV (około wiersza {n})'],
  ['is not a readable XLSX workbook', 'nie jest czytelnym skoroszytem XLSX'],
  [
    'is required: send it as multipart/form-data field file',
    'jest wymagany: wyślij go jako pole file formularza multipart/form-data',
  ],
];

const PLACEHOLDER = /\{(n|text)\}/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each template as a whole-text pattern capturing its placeholders, with its Polish. */
const PATTERNS = POLISH.map(([english, polish]) => {
  const source = english
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 0 ? escape(part) : part === 'n' ? '(\\d+(?:[.,]\\d+)?)' : '(.+)'))
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), polish };
});

/**
 * `text` (a service's English message) in `lang`. A text the catalogue does not know stays
 * English rather than being lost.
 */
export function localizeMessage(text: string, lang: MessageLang): string {
  if (lang === 'en') return text;
  for (const { pattern, polish } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    let i = 1;
    return polish.replace(PLACEHOLDER, () => match[i++] ?? '');
  }
  return text;
}

/** Whether the catalogue has a translation of `text` (for tests of the messages a route gives). */
export function hasTranslation(text: string): boolean {
  return PATTERNS.some(({ pattern }) => pattern.test(text));
}

/**
 * The message language of a request from its `Accept-Language` (the web sends `pl-PL` or
 * `en-EN`): the first pl-* or en-* tag wins. A caller that names neither gets the API's own
 * English, so programs and their tests see stable texts.
 */
export function messageLangOf(header: string | undefined): MessageLang {
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('pl')) return 'pl';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
