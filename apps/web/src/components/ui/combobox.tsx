import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useState } from 'react';

export interface ComboboxOption {
  id: string;
  label: string;
  /** A second line (e.g. the city of an institution). */
  description?: string | null | undefined;
}

export interface ComboboxProps {
  id: string;
  label: ReactNode;
  value: string;
  onInputChange: (value: string) => void;
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** Announced when the list changes, e.g. "3 podpowiedzi" (empty: nothing announced). */
  status: string;
  /** Shown under the field, e.g. "Wpisz co najmniej 2 znaki". */
  hint?: string | undefined;
  maxLength?: number | undefined;
  name?: string | undefined;
}

/**
 * A text field with a list of suggestions: the WAI-ARIA combobox pattern (list autocomplete).
 * Arrow keys move through the suggestions, Enter picks one, Escape closes the list; the
 * options are never focused themselves (aria-activedescendant), so typing goes on.
 */
export function Combobox({
  id,
  label,
  value,
  onInputChange,
  options,
  onSelect,
  status,
  hint,
  maxLength,
  name,
}: ComboboxProps) {
  const listId = useId();
  const hintId = useId();
  const statusId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((index) =>
          options.length === 0 ? -1 : index <= 0 ? options.length - 1 : index - 1,
        );
        break;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          pick(activeOption);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className="field combobox">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        aria-describedby={hint ? hintId : undefined}
        value={value}
        maxLength={maxLength}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      <ul id={listId} role="listbox" className="combobox__list" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            // Keeps the focus in the field, so blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            <span>{option.label}</span>
            {option.description ? (
              <span className="combobox__description">{option.description}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <span id={statusId} className="visually-hidden" aria-live="polite">
        {open ? status : ''}
      </span>
    </div>
  );
}
