import type { GremiumAdmin, GremiumWriteInput } from '@ln/contracts';
import { GREMIUM_TYPES, TYPEAHEAD_MIN_LENGTH } from '@ln/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Combobox } from '../../../components/ui/combobox';
import { FormField, SelectField, TextField } from '../../../components/ui/form-field';
import { TYPEAHEAD_DEBOUNCE_MS } from '../../../config/app';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { isEnglish } from '../../../lib/display-names';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { useSaveGremium } from '../api/save-gremium';
import { useInstitutionSuggestions } from '../api/get-suggestions';

interface Values {
  name: string;
  nameEn: string;
  type: string;
  organizationStructure: string;
  webSite: string;
  street: string;
  postalCode: string;
  city: string;
  phoneNumber: string;
  description: string;
  source: string;
  institution: { id: string; name: string } | null;
  institutionText: string;
  startDate: string;
  endDate: string;
}

function initialValues(gremium: GremiumAdmin | null): Values {
  return {
    name: gremium?.name ?? '',
    nameEn: gremium?.nameEn ?? '',
    type: gremium?.type?.code ?? '',
    organizationStructure: gremium?.organizationStructure ?? '',
    webSite: gremium?.webSite ?? '',
    street: gremium?.address.street ?? '',
    postalCode: gremium?.address.postalCode ?? '',
    city: gremium?.address.city ?? '',
    phoneNumber: gremium?.phoneNumber ?? '',
    description: gremium?.description ?? '',
    source: gremium?.userSource ?? '',
    institution: gremium?.institution ?? null,
    institutionText: gremium?.institution?.name ?? '',
    startDate: gremium?.startDate ?? '',
    endDate: gremium?.endDate ?? '',
  };
}

const ADDRESS_FIELDS = new Set(['street', 'postalCode', 'city']);

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function toBody(v: Values): GremiumWriteInput {
  return {
    name: v.name,
    nameEn: orNull(v.nameEn),
    // An unchosen type is sent empty: the server names the field in its 400.
    type: v.type as GremiumWriteInput['type'],
    organizationStructure: orNull(v.organizationStructure),
    webSite: orNull(v.webSite),
    address: { street: orNull(v.street), postalCode: orNull(v.postalCode), city: orNull(v.city) },
    phoneNumber: orNull(v.phoneNumber),
    description: orNull(v.description),
    source: orNull(v.source),
    institutionId: v.institution?.id ?? null,
    startDate: orNull(v.startDate),
    endDate: orNull(v.endDate),
  };
}

/**
 * Adds (`gremium` null) or edits a body with the fields of accounts-and-platform §3. The server
 * checks every rule (§5); its 400 items land under the fields by key (`address.postalCode`,
 * `endDate`, …).
 */
export function GremiumForm({
  gremium,
  onSaved,
  onCancel,
}: {
  gremium: GremiumAdmin | null;
  onSaved: (saved: GremiumAdmin) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const english = isEnglish(i18n.language);
  const [values, setValues] = useState<Values>(() => initialValues(gremium));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveGremium();
  const debounced = useDebouncedValue(
    values.institution ? '' : values.institutionText,
    TYPEAHEAD_DEBOUNCE_MS,
  );
  const suggestions = useInstitutionSuggestions(debounced);
  const options =
    debounced.trim().length >= TYPEAHEAD_MIN_LENGTH ? (suggestions.data ?? []) : undefined;

  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const text = (
    name: keyof Values & string,
    label: string,
    options: { hint?: string; type?: string; required?: boolean; autoComplete?: string } = {},
  ) => (
    <TextField
      id={`gremium-${name}`}
      name={name}
      label={label}
      hint={options.hint}
      type={options.type ?? 'text'}
      required={options.required}
      requiredLabel={t('GREMIUM_ADMIN.REQUIRED_MARK')}
      autoComplete={options.autoComplete ?? 'off'}
      error={errors[ADDRESS_FIELDS.has(name) ? `address.${name}` : name]}
      value={values[name] as string}
      onChange={(event) => set({ [name]: event.target.value })}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    save.mutate(
      { gremiumId: gremium?.gremiumId ?? null, body: toBody(values) },
      {
        onSuccess: (saved) => {
          setErrors({});
          onSaved(saved);
        },
        onError: (failure) => {
          const byKey = fieldErrorsOf(failure);
          setErrors(byKey);
          setFormError(t('GREMIUM_ADMIN.FAILED'));
        },
      },
    );
  };

  return (
    <form className="form gremium-form" noValidate onSubmit={onSubmit}>
      {text('name', t('GREMIUM_ADMIN.NAME'), { required: true })}
      {text('nameEn', t('GREMIUM_ADMIN.NAME_EN'))}
      <SelectField
        id="gremium-type"
        name="type"
        label={t('GREMIUM_ADMIN.TYPE')}
        required
        requiredLabel={t('GREMIUM_ADMIN.REQUIRED_MARK')}
        error={errors.type}
        value={values.type}
        onChange={(event) => set({ type: event.target.value })}
      >
        <option value="">{t('GREMIUM_ADMIN.TYPE_CHOOSE')}</option>
        {GREMIUM_TYPES.map((type) => (
          <option key={type.code} value={type.code}>
            {english ? type.labelEn : type.labelPl}
          </option>
        ))}
      </SelectField>
      {text('organizationStructure', t('GREMIUM_ADMIN.STRUCTURE'))}
      <Combobox
        id="gremium-institution"
        label={t('GREMIUM_ADMIN.INSTITUTION')}
        name="institution"
        value={values.institutionText}
        onInputChange={(value) => set({ institutionText: value, institution: null })}
        options={(options ?? []).map((item) => ({
          id: item.institutionId,
          label: item.institutionName,
          description: item.city,
        }))}
        onSelect={(option) =>
          set({ institution: { id: option.id, name: option.label }, institutionText: option.label })
        }
        status={
          options === undefined
            ? ''
            : options.length === 0
              ? t('GREMIUM_ADMIN.NO_SUGGESTIONS')
              : t('GREMIUM_ADMIN.SUGGESTIONS', { count: options.length })
        }
        hint={
          errors.institutionId ??
          (values.institution
            ? t('GREMIUM_ADMIN.INSTITUTION_CHOSEN', { name: values.institution.name })
            : t('GREMIUM_ADMIN.INSTITUTION_HINT'))
        }
        maxLength={200}
      />
      {text('webSite', t('GREMIUM_ADMIN.WEBSITE'), {
        hint: t('GREMIUM_ADMIN.WEBSITE_HINT'),
        type: 'url',
      })}
      <fieldset className="form-section">
        <legend>{t('GREMIUM_ADMIN.ADDRESS')}</legend>
        {text('street', t('GREMIUM_ADMIN.STREET'), { autoComplete: 'street-address' })}
        {text('postalCode', t('GREMIUM_ADMIN.POSTAL_CODE'), {
          hint: t('GREMIUM_ADMIN.POSTAL_CODE_HINT'),
          autoComplete: 'postal-code',
        })}
        {text('city', t('GREMIUM_ADMIN.CITY'), { autoComplete: 'address-level2' })}
      </fieldset>
      {text('phoneNumber', t('GREMIUM_ADMIN.PHONE'), { type: 'tel', autoComplete: 'tel' })}
      <FormField label={t('GREMIUM_ADMIN.DESCRIPTION')} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={5}
            value={values.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        )}
      </FormField>
      {text('source', t('GREMIUM_ADMIN.SOURCE'), { hint: t('GREMIUM_ADMIN.SOURCE_HINT') })}
      {text('startDate', t('GREMIUM_ADMIN.START_DATE'), { type: 'date' })}
      {text('endDate', t('GREMIUM_ADMIN.END_DATE'), {
        type: 'date',
        hint: t('GREMIUM_ADMIN.END_DATE_HINT'),
      })}
      {formError ? (
        <p className="form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('GREMIUM_ADMIN.SAVE')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('GREMIUM_ADMIN.CANCEL')}
        </button>
      </div>
    </form>
  );
}
