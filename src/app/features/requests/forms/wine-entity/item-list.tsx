import { useRef, type ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { useWineText } from './use-wine-text.ts';
import './wine-entity.css';

interface Props {
  /** The list's dot path, e.g. `rooms`. */
  name: string;
  /** The text group holding `item`, `none`, `add` and `remove`. */
  group: string;
  newItem: () => Record<string, unknown>;
  /** The field a new item's keyboard focus lands on. */
  firstField: string;
  max: number;
  /** The fields of one item, given its dot path (`rooms.2`). */
  children: (at: string) => ReactNode;
}

/** A list the submitter adds items to and removes them from (spec 02 §4), each item a numbered group of fields. */
export function ItemList({ name, group, newItem, firstField, max, children }: Props) {
  const text = useWineText(group);
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const addButton = useRef<HTMLButtonElement>(null);
  // The remove button disappears with its item, so the focus moves to a control that stays.
  const removeItem = (index: number) => {
    remove(index);
    addButton.current?.focus();
  };
  return (
    <div className="form-field--wide wine-items">
      {fields.length === 0 && <p className="form-field__hint">{text('none')}</p>}
      {fields.map((item, index) => (
        <Fieldset key={item.id} legend={text('item', { number: index + 1 })}>
          {children(`${name}.${index}`)}
          <div className="form-field--wide wine-items__actions">
            <button type="button" className="form-button form-button--quiet" onClick={() => removeItem(index)}>
              {text('remove', { number: index + 1 })}
            </button>
          </div>
        </Fieldset>
      ))}
      <div>
        <button
          ref={addButton}
          type="button"
          className="form-button"
          disabled={fields.length >= max}
          onClick={() => append(newItem(), { focusName: `${name}.${fields.length}.${firstField}` })}
        >
          {text('add')}
        </button>
      </div>
    </div>
  );
}
