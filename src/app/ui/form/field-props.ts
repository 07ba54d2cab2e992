import type { ReactNode } from 'react';

/** What every field of the form kit takes. */
export interface FieldProps {
  /** The dot path the value is registered under, e.g. `contacts.phone1` or `address.0.street`. */
  name: string;
  label: string;
  hint?: ReactNode;
  /** Shows the star; the rule itself lives in the form's schema. */
  required?: boolean;
  disabled?: boolean;
  /** Spans the whole row of a two-column layout. */
  wide?: boolean;
}

/** A choice of a select or a list: the options call gives numeric ids, fixed lists may use text. */
export interface Option {
  id: number | string;
  title: string;
}
