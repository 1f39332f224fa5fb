import { t } from '../shared/i18n';
import type { StudioLintReport } from './studio-api';

/** The lint's verdict on one journey: every problem with its code, place (line, column, JSON pointer) and message. */
export function LintResults({ report }: { report: StudioLintReport }) {
  if (report.problems.length === 0) return <p className="body">{t('studio_lint_clean')}</p>;
  return (
    <>
      <p className="body">{t('studio_lint_summary', { errors: report.errors, warnings: report.warnings })}</p>
      <ul className="list studio-problems">
        {report.problems.map((problem, index) => (
          <li key={`${problem.code}-${problem.pointer}-${index}`}>
            <strong>
              {problem.severity === 'error' ? t('studio_lint_error') : t('studio_lint_warning')} {problem.code}
            </strong>{' '}
            {t('studio_lint_place', {
              file: problem.file,
              line: problem.line,
              column: problem.column,
              pointer: problem.pointer || '/',
            })}
            <br />
            {problem.message}
          </li>
        ))}
      </ul>
    </>
  );
}
