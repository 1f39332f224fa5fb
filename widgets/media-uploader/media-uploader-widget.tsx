import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { t } from '../../src/shared/i18n';
import { ErrorMessage, FieldLabel, FormGroup, Hint } from '../shared/field-parts';
import { describedBy, hintAndErrorIds, readWidgetOptions, type WidgetOptions } from '../shared/widget-options';
import { acceptList, type FileRules } from './file-rules';
import { readDocuments, readMediaOptions, type UploadedDocument } from './media-options';
import { UploadedFileList } from './uploaded-file-list';
import { useMediaUploads } from './use-media-uploads';

/** The limits as the resident reads them, under the question: how many files, how big, which types. */
function limitsText(rules: FileRules): string {
  const params = { max: rules.maxFiles, size: Math.floor(rules.maxBytes / 1_000_000) };
  return rules.imagesAllowed ? t('media_upload_limits', params) : t('media_upload_limits_no_images', params);
}

/** Whether a drag carries files (text or links dragged over the page are not highlighted). */
const carriesFiles = (event: DragEvent): boolean => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * The repair media uploader (repairs.md §4 Media, §5 Attachments; A11Y-14, PERF-08). A "Choose files" button,
 * labelled by the question, opens the file picker: it is always there, and the drop zone round it is only a
 * shortcut for pointer users (WCAG 2.5.7). Up to `maxFiles` files (the button is disabled at the limit, with a
 * message), each at most `maxBytes`, of the allowed types (images only when IsImageAllowed is not 'false'); jpeg and
 * png photos are compressed first. Each file is sent at once through `options.upload` and removed through
 * `options.remove`; progress and outcome are announced in a polite live region present from the start.
 *
 * Value: the uploaded documents [{ documentIdentifier, fileName, contentType, size }]. A problem (wrong type, too
 * large, too many, SSR011b add failed, SSR011c remove failed) is the widget's own: shown as the field's error and
 * announced, until the next file is added or removed. The page does not repeat it, so it cannot outlive the attempt.
 */
export function MediaUploaderWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const options = readWidgetOptions(props);
  const media = readMediaOptions(props);
  const documents = useMemo(() => readDocuments(value), [value]);
  const uploads = useMediaUploads({
    documents,
    media,
    onChange: (next: UploadedDocument[]) => onChange(next),
  });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const full = documents.length + uploads.pending.length >= media.rules.maxFiles;
  const blocked = disabled === true || readonly === true;
  const errorText = uploads.problem ? t(uploads.problem) : options.errorText;
  const shown: WidgetOptions = { ...options, ...(errorText ? { errorText } : {}) };
  const labelId = `${id}-label`;
  const chooseId = `${id}-choose`;
  const limitsId = `${id}-limits`;
  const fullId = `${id}-full`;

  // The Remove button pressed has gone: the focus moves to the button that adds a file, or to the list.
  useEffect(() => {
    if (uploads.removals === 0) return;
    if (chooser.current && !chooser.current.disabled) chooser.current.focus();
    else heading.current?.focus();
  }, [uploads.removals]);

  // At the limit the button is disabled under the resident's focus, which would drop it to the page's start.
  useEffect(() => {
    const focused = document.activeElement;
    if (full && (focused === chooser.current || focused === document.body)) heading.current?.focus();
  }, [full]);

  const drop = (event: DragEvent<HTMLDivElement>): void => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    if (blocked) return;
    uploads.addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <FormGroup options={shown}>
      <FieldLabel
        htmlFor={id}
        id={labelId}
        text={props.label || t('media_upload_label')}
        isPageHeading={options.isPageHeading}
      />
      <Hint options={shown} />
      <div className="hint" id={limitsId}>
        {limitsText(media.rules)}
      </div>
      <ErrorMessage options={shown} />
      <div
        className={
          dragging ? 'media-uploader__drop-zone media-uploader__drop-zone--active' : 'media-uploader__drop-zone'
        }
        onDragEnter={(event) => {
          if (carriesFiles(event)) setDragging(true);
        }}
        onDragOver={(event) => {
          if (!carriesFiles(event)) return;
          // Allows the drop; a full list shows "none" so the pointer says no.
          event.preventDefault();
          event.dataTransfer.dropEffect = full || blocked ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
      >
        <button
          type="button"
          className="button button--secondary media-uploader__choose"
          id={id}
          ref={chooser}
          disabled={blocked || full}
          aria-labelledby={`${labelId} ${chooseId}`}
          aria-describedby={describedBy(...hintAndErrorIds(shown), limitsId, full && fullId)}
          aria-invalid={errorText ? true : undefined}
          onClick={() => input.current?.click()}
          onFocus={() => onFocus(id, value)}
          onBlur={() => onBlur(id, value)}
        >
          <span id={chooseId}>{t('media_upload_choose')}</span>
        </button>
        <span className="media-uploader__drop-text">{t('media_upload_drop')}</span>
        {/* The picker itself: opened by the button, so its own look and its "No file chosen" text are not shown. */}
        <input
          ref={input}
          id={`${id}-input`}
          className="media-uploader__input"
          type="file"
          multiple
          hidden
          accept={acceptList(media.rules)}
          disabled={blocked || full}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so that choosing the same file again (after removing it) is a change.
            event.target.value = '';
            uploads.addFiles(files);
          }}
        />
      </div>
      {full ? (
        <p className="body media-uploader__full" id={fullId}>
          {t('media_upload_full', { max: media.rules.maxFiles })}
        </p>
      ) : null}
      <UploadedFileList
        headingRef={heading}
        documents={documents}
        pending={uploads.pending}
        previews={uploads.previews}
        removing={uploads.removing}
        disabled={blocked}
        onRemove={uploads.removeDocument}
      />
      <div className="visually-hidden" role="status" aria-live="polite">
        {uploads.announcement}
      </div>
    </FormGroup>
  );
}
