import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { StatementSummary } from '../../../gateway/customer-documents';
import { t } from '../../../shared/i18n';
import { ErrorBox } from '../../../ui/error-box';
import { Loading } from '../../../ui/loading';
import { SelectField } from '../../../ui/select-field';
import { fileSizeInWords, monthInWords } from './statement-words';
import { useStatementDownload } from './use-statement-download';

/** The address parameter naming the month chosen, YYYY-MM. */
const MONTH_PARAM = 'month';

interface StatementDownloadProps {
  customerId: string;
  /** The window's months, newest first (statementMonths). */
  months: readonly string[];
  /** The chosen account's statements in the window. */
  statements: readonly StatementSummary[];
}

/**
 * The month drop-down and Download (portal.md §2 Statements, §4 "Statement download": loading, then the PDF in a new
 * tab and a download link with its size; VS_No_Statement_Found for a month without one,
 * VS_Failure_To_Retrieve_Statement when it cannot be fetched).
 */
export function StatementDownload({ customerId, months, statements }: StatementDownloadProps) {
  const selectId = useId();
  // The month chosen is kept in the address (with the account), so a reload or Back keeps it; a month outside the
  // window (an old bookmark) is the newest.
  const [params, setParams] = useSearchParams();
  const asked = params.get(MONTH_PARAM);
  const month = asked !== null && months.includes(asked) ? asked : (months[0] ?? '');
  const setMonth = (next: string) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        kept.set(MONTH_PARAM, next);
        return kept;
      },
      { replace: true },
    );
  const [missing, setMissing] = useState<string | null>(null);
  const { state, download, reset } = useStatementDownload(customerId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const statement = statements.find((entry) => entry.yearMonth === month);
    if (!statement) {
      reset();
      setMissing(month);
      return;
    }
    setMissing(null);
    void download(statement.id, month);
  };

  return (
    <>
      <form className="statement-download" onSubmit={submit} noValidate>
        <SelectField
          id={selectId}
          label={t('statements_month_label')}
          value={month}
          options={months.map((entry) => ({ value: entry, text: monthInWords(entry) }))}
          onChoose={setMonth}
        />
        <button className="button" type="submit" disabled={state.kind === 'loading'}>
          {t('statements_download')}
        </button>
      </form>
      {missing !== null && (
        <p className="warning-text" role="alert">
          {t('VS_No_Statement_Found', { month: monthInWords(missing) })}
        </p>
      )}
      {state.kind === 'loading' && <Loading text={t('statements_loading')} />}
      {state.kind === 'failed' && <ErrorBox messages={[t('VS_Failure_To_Retrieve_Statement')]} />}
      {state.kind === 'shown' && (
        <div className="statement-download__ready" role="status">
          <p className="body">
            {t(state.statement.openedInTab ? 'statements_opened' : 'statements_not_opened', {
              month: monthInWords(state.statement.yearMonth),
            })}
          </p>
          <p className="body">
            <a className="link" href={state.statement.url} download={state.statement.fileName}>
              {t('statements_download_link', {
                month: monthInWords(state.statement.yearMonth),
                size: fileSizeInWords(state.statement.size),
              })}
            </a>
          </p>
        </div>
      )}
    </>
  );
}
