import { Checkbox } from '../../../../ui/form/checkbox.tsx';
import { useWineText } from './use-wine-text.ts';

interface Props {
  /** The dot path of the object holding the flags, e.g. `sanitaryInfo.0`; empty for top-level flags. */
  at?: string;
  flags: readonly string[];
  /** The text group whose keys are the flag names. */
  group: string;
}

/** A row of yes/no boxes labelled by their own names in the text group. */
export function FlagCheckboxes({ at, flags, group }: Props) {
  const text = useWineText(group);
  return (
    <>
      {flags.map((flag) => (
        <Checkbox key={flag} name={at ? `${at}.${flag}` : flag} label={text(flag)} />
      ))}
    </>
  );
}
