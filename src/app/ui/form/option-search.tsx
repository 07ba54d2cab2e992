import { useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Option } from './field-props.ts';
import { filterOptions } from './option-filter.ts';
import './texts.ts';
import './form.css';
import './option-list.css';

/** Long lists (765 winemakers) are searched, not scrolled: at most this many matches are listed at once. */
const SHOWN = 50;

interface Props {
  id: string;
  options: readonly Option[];
  picked: readonly Option['id'][];
  onPick: (option: Option) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  required?: boolean;
  aria: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

/** A text box that lists the matching options under it (an ARIA 1.2 combobox): arrows move, Enter picks, Escape closes. */
export function OptionSearch({ id, options, picked, onPick, onBlur, inputRef, disabled, required, aria }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const found = filterOptions(options, query, picked, SHOWN + 1);
  const shown = found.slice(0, SHOWN);
  const listId = `${id}-options`;
  const activeOption = open ? shown[active] : undefined;

  const pick = (option: Option) => {
    onPick(option);
    setQuery('');
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (shown.length === 0 ? 0 : (current + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      pick(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="option-search">
      <input
        id={id}
        ref={inputRef}
        type="text"
        className="form-field__control"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        aria-required={required || undefined}
        placeholder={options.length === 0 ? t('formKit.noOptions') : t('formKit.typeToSearch')}
        disabled={disabled}
        value={query}
        {...aria}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" className="option-list" hidden={!open}>
        {shown.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${option.id}`}
            role="option"
            aria-selected={index === active}
            className={`option-list__option${index === active ? ' is-active' : ''}`}
            // Picking on mouse down keeps the focus in the text box, which would otherwise close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            {option.title}
          </li>
        ))}
        {shown.length === 0 && (
          <li className="option-search__empty" role="presentation">
            {options.length === 0 ? t('formKit.noOptions') : t('formKit.nothingFound')}
          </li>
        )}
        {found.length > SHOWN && (
          <li className="option-search__more" role="presentation">
            {t('formKit.typeMore')}
          </li>
        )}
      </ul>
    </div>
  );
}
