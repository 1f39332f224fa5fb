import { caseStatusDisplay } from '../../../cases/case-status';
import { t } from '../../../shared/i18n';
import { StatusTag } from '../../../ui/status-tag';

/** A case's status as a tag: its words and its colour (rules/case-status-display.json); never the colour alone. */
export function CaseStatusTag({ status }: { status: string }) {
  const display = caseStatusDisplay(status);
  return <StatusTag label={t(display.label)} colour={display.colour} />;
}
