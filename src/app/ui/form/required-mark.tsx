/** The star after a required field's label; the control itself carries aria-required for screen readers. */
export function RequiredMark() {
  return (
    <span className="form-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
