import { useFormContext, useFormState } from 'react-hook-form';
import { errorMessage } from './error-message.ts';
import { describedBy, errorId, fieldId, hintId } from './field-ids.ts';

/** The ids, error and accessibility attributes of one field of the surrounding form. */
export function useField(name: string, hasHint: boolean) {
  const form = useFormContext();
  const { errors } = useFormState({ control: form.control, name });
  const message = errorMessage(errors, name);
  const id = fieldId(name);
  return {
    form,
    id,
    message,
    errorId: errorId(name),
    hintId: hintId(name),
    /** Spread on the control: marks it invalid and links its hint and error. */
    aria: {
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy(hasHint && hintId(name), message !== undefined && errorId(name)),
    },
  };
}
