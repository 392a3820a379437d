import { SEARCH_TEXT_MAX_LENGTH, TYPEAHEAD_MIN_LENGTH } from '@ln/contracts';
import { useTranslation } from 'react-i18next';

import { Combobox } from '../../../components/ui/combobox';
import { TYPEAHEAD_DEBOUNCE_MS } from '../../../config/app';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { isEnglish } from '../../../lib/display-names';
import { useInstitutionSuggestions, useSpecialtySuggestions } from '../api/typeahead';

function useSuggestionStatus(text: string, count: number | undefined) {
  const { t } = useTranslation();
  if (text.trim().length < TYPEAHEAD_MIN_LENGTH || count === undefined) return '';
  return count === 0 ? t('SEARCH_PAGE.NO_SUGGESTIONS') : t('SEARCH_PAGE.SUGGESTIONS', { count });
}

/**
 * The institution: typed text gives suggestions (`findInstitutionsByName`); only a chosen
 * suggestion sets `institutionId` (the filter the API takes). Typing again clears the choice.
 */
export function InstitutionField({
  id,
  text,
  onTextChange,
  onChoose,
}: {
  id: string;
  text: string;
  onTextChange: (text: string) => void;
  onChoose: (institution: { institutionId: string; institutionName: string }) => void;
}) {
  const { t } = useTranslation();
  const debounced = useDebouncedValue(text, TYPEAHEAD_DEBOUNCE_MS);
  const suggestions = useInstitutionSuggestions(debounced);
  const data = debounced.trim().length >= TYPEAHEAD_MIN_LENGTH ? suggestions.data : undefined;
  const status = useSuggestionStatus(debounced, data?.length);
  return (
    <Combobox
      id={id}
      label={t('SEARCH_PAGE.INSTITUTION')}
      value={text}
      onInputChange={onTextChange}
      options={(data ?? []).map((item) => ({
        id: item.institutionId,
        label: item.institutionName,
        description: item.city,
      }))}
      onSelect={(option) => onChoose({ institutionId: option.id, institutionName: option.label })}
      status={status}
      hint={`${t('SEARCH_PAGE.INSTITUTION_HINT')} ${t('SEARCH_PAGE.TYPEAHEAD_HINT', { min: TYPEAHEAD_MIN_LENGTH })}`}
      maxLength={SEARCH_TEXT_MAX_LENGTH}
    />
  );
}

/** The specialty: free text, with suggestions (`specialty/filter`) in the page's language. */
export function SpecialtyField({
  id,
  text,
  onTextChange,
}: {
  id: string;
  text: string;
  onTextChange: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const debounced = useDebouncedValue(text, TYPEAHEAD_DEBOUNCE_MS);
  const suggestions = useSpecialtySuggestions(debounced);
  const data = debounced.trim().length >= TYPEAHEAD_MIN_LENGTH ? suggestions.data : undefined;
  const status = useSuggestionStatus(debounced, data?.length);
  const english = isEnglish(i18n.language);
  return (
    <Combobox
      id={id}
      label={t('SEARCH_PAGE.SPECIALTY')}
      value={text}
      onInputChange={onTextChange}
      options={(data ?? []).map((item) => ({
        id: item.specialtyId,
        label: english ? item.labelEn : item.labelPl,
      }))}
      onSelect={(option) => onTextChange(option.label)}
      status={status}
      hint={t('SEARCH_PAGE.TYPEAHEAD_HINT', { min: TYPEAHEAD_MIN_LENGTH })}
      maxLength={SEARCH_TEXT_MAX_LENGTH}
    />
  );
}
