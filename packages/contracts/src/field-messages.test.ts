import { describe, expect, it } from 'vitest';
import { hasTranslation, localizeMessage, messageLangOf } from './field-messages.js';

describe('the services’ messages in the caller’s language', () => {
  it.each([
    ['is required', 'jest wymagane'],
    ['must be at most 3000 characters', 'może mieć najwyżej 3000 znaków'],
    ['must be at most 5 MB', 'może mieć najwyżej 5 MB'],
    ['must be at most 100', 'może wynosić najwyżej 100'],
    [
      'must be an image of type image/jpeg, image/png, image/webp',
      'musi być obrazem typu image/jpeg, image/png, image/webp',
    ],
    ['Unrecognized key: "institution"', 'nieznane pole: "institution"'],
    [
      'Invalid input: expected string, received number',
      'nieprawidłowa wartość: oczekiwano string, otrzymano number',
    ],
    ['The request is not valid.', 'Żądanie jest nieprawidłowe.'],
  ])('%s → %s', (english, polish) => {
    expect(localizeMessage(english, 'pl')).toBe(polish);
    expect(localizeMessage(english, 'en')).toBe(english);
  });

  it('keeps a text it does not know, and does not match part of a text', () => {
    expect(hasTranslation('must be at most 3000 characters long, at least')).toBe(false);
    expect(localizeMessage('something new', 'pl')).toBe('something new');
  });

  it('reads the language from Accept-Language; without pl or en it is English', () => {
    expect(messageLangOf('pl-PL')).toBe('pl');
    expect(messageLangOf('en-EN')).toBe('en');
    expect(messageLangOf('de-DE, pl;q=0.8')).toBe('pl');
    expect(messageLangOf('de-DE')).toBe('en');
    expect(messageLangOf(undefined)).toBe('en');
  });
});
