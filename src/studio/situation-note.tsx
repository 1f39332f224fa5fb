import { t } from '../shared/i18n';

/** Where the preview's situation for a chosen step came from, or why there is none. */
export type SituationNote =
  | { readonly kind: 'seeking'; readonly step: string }
  | {
      readonly kind: 'found';
      readonly step: string;
      readonly fixture: string;
      readonly persona: string;
      readonly page: string;
    }
  | { readonly kind: 'none'; readonly step: string; readonly reason: string }
  | { readonly kind: 'off-path'; readonly step: string };

/** Said above the preview: a step drawn off its path would read another step number and Back than the portal's. */
export function SituationNoteView({ note }: { note: SituationNote }) {
  switch (note.kind) {
    case 'seeking':
      return (
        <p className="body" role="status">
          {t('studio_situation_seeking', { step: note.step })}
        </p>
      );
    case 'found':
      return (
        <div className="inset-text" role="status">
          <p className="body">
            {t('studio_situation_found', { step: note.page, persona: note.persona, fixture: note.fixture })}
          </p>
        </div>
      );
    case 'none':
      return (
        <div className="inset-text" role="status">
          <p className="body">{t('studio_situation_none', { step: note.step, reason: note.reason })}</p>
        </div>
      );
    case 'off-path':
      return (
        <div className="inset-text" role="status">
          <p className="body">{t('studio_situation_off_path', { step: note.step })}</p>
        </div>
      );
  }
}
