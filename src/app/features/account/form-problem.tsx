/** Why a submit failed, above the form and announced. */
export function FormProblem({ problem }: { problem: string | undefined }) {
  return problem ? (
    <p className="auth-form__problem" role="alert">
      {problem}
    </p>
  ) : null;
}
