import { describe, expect, it } from 'vitest';
import { deliveredValues, recordEdit } from './profile-edit.fns.js';

const FIELDS = ['position', 'additionalInformation'] as const;
const NOW = new Date('2026-11-26T03:00:00Z');

describe('recordEdit: the delivered values are kept once and given back (accounts §4)', () => {
  it('the first change of a delivered record keeps what was delivered', () => {
    const current = { position: 'adiunkt', additionalInformation: null };
    expect(
      recordEdit(
        { source: 'POLON', original: null },
        FIELDS,
        current,
        { ...current, position: 'kierownik' },
        NOW,
      ),
    ).toEqual({ original: current, modifiedByUserAt: NOW });
  });

  it('a later change keeps the first original, never the owner’s earlier values', () => {
    const result = recordEdit(
      { source: 'POLON', original: { position: 'adiunkt' } },
      FIELDS,
      { position: 'kierownik', additionalInformation: null },
      { position: 'dyrektor', additionalInformation: 'x' },
      NOW,
    );
    // A field missing from original was never changed: its current value was delivered.
    expect(result.original).toEqual({ position: 'adiunkt', additionalInformation: null });
  });

  it('values equal to the delivered ones make the record its original again', () => {
    expect(
      recordEdit(
        { source: 'POLON', original: { position: 'adiunkt', additionalInformation: null } },
        FIELDS,
        { position: 'kierownik', additionalInformation: null },
        { position: 'adiunkt', additionalInformation: null },
        NOW,
      ),
    ).toEqual({ original: null, modifiedByUserAt: null });
  });

  it('a record the owner added has no original', () => {
    expect(
      recordEdit(
        { source: 'USER', original: null },
        FIELDS,
        { position: 'a', additionalInformation: null },
        { position: 'b', additionalInformation: null },
        NOW,
      ),
    ).toEqual({ original: null, modifiedByUserAt: NOW });
  });

  it('deliveredValues is null for an unchanged record', () => {
    expect(
      deliveredValues(null, FIELDS, { position: 'a', additionalInformation: null }),
    ).toBeNull();
    expect(deliveredValues([1], FIELDS, { position: 'a', additionalInformation: null })).toBeNull();
  });
});
