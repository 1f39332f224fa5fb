import { useState } from 'react';
import type { SafetyParty, SafetyRole } from '../../../building/safety-parties';
import { UnauthorisedError, type AssetDocument } from '../../../gateway';
import { dayMonthYear } from '../../../shared/dates';
import { t, type MessageKey } from '../../../shared/i18n';
import { useServices } from '../../../shared/services';
import { CardFailure, CardPending } from '../../../ui/card-states';
import { ModalDialog } from '../../../ui/modal-dialog';
import { NO_VALUE } from '../../../ui/no-value';
import { useOpenDocument } from '../../../ui/use-open-document';
import { useBuildingSafety } from './use-building-safety';
import './building-safety.css';

const ROLE_TEXTS: Readonly<Record<SafetyRole, { name: MessageKey; about: MessageKey }>> = {
  principleAccountablePerson: { name: 'building_role_principal', about: 'building_role_principal_about' },
  accountablePerson: { name: 'building_role_accountable', about: 'building_role_accountable_about' },
  buildingSafetyManager: { name: 'building_role_manager', about: 'building_role_manager_about' },
  responsiblePerson: { name: 'building_role_responsible', about: 'building_role_responsible_about' },
};

const DOCUMENT_NAMES: Readonly<Record<string, MessageKey>> = {
  BSR: 'building_document_bsr',
  FRA: 'building_document_fra',
  RESIDENTENGAGEMENTSTRATEGY: 'building_document_res',
};

const inspectionDate = (document: AssetDocument) =>
  document.metadata.find((entry) => entry.key === 'inspection-date')?.value;

function Party({ party }: { party: SafetyParty }) {
  const texts = ROLE_TEXTS[party.role];
  const headingId = `building-safety-${party.role}`;
  return (
    // A group named by its role, so the name, address and e-mail are heard as that person's.
    <div className="building-safety__party" role="group" aria-labelledby={headingId}>
      <h4 className="heading-s" id={headingId}>
        {t(texts.name)}
      </h4>
      {/* The specification's tooltip, as a details element: it opens by keyboard, touch and speech alike. */}
      <details className="details">
        <summary className="details__summary">{t('building_role_what')}</summary>
        <p className="details__text">{t(texts.about)}</p>
      </details>
      <dl className="building-safety__facts">
        <div>
          <dt>{t('building_party_name')}</dt>
          <dd>{party.name ?? NO_VALUE}</dd>
        </div>
        <div>
          <dt>{t('building_party_address')}</dt>
          <dd>{party.address ?? NO_VALUE}</dd>
        </div>
        <div>
          <dt>{t('building_party_email')}</dt>
          <dd>
            {party.email ? (
              <a className="link" href={`mailto:${party.email}`}>
                {party.email}
              </a>
            ) : (
              NO_VALUE
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * A high-rise block's building safety information (portal.md §2 High-rise card): its documents with their inspection
 * dates, each opening the PDF; the four people accountable for its safety, each with what they do, a dash where the
 * register holds nothing; and a pop-up on high-rise buildings with a link to more. When it cannot load, the section is
 * replaced by high_rise_building_Alert_Message with the phone number (decision 0033).
 */
export function BuildingSafetyDetails({ blockId }: { blockId: string }) {
  const { gateway } = useServices();
  const { data, error } = useBuildingSafety(blockId);
  const documents = useOpenDocument({ quietWhen: (failure) => failure instanceof UnauthorisedError });
  const [aboutOpen, setAboutOpen] = useState(false);

  if (error !== undefined) {
    return <CardFailure text={t('high_rise_building_Alert_Message')} />;
  }
  if (!data) return <CardPending text={t('building_safety_loading')} />;
  return (
    <>
      <h3 className="heading-s">{t('building_documents_heading')}</h3>
      {data.documents.length === 0 ? (
        <p className="body">{t('building_documents_none')}</p>
      ) : (
        <ul className="building-safety__documents">
          {data.documents.map((document) => {
            const date = inspectionDate(document);
            const name = t(DOCUMENT_NAMES[document.documentType] ?? 'building_document_other');
            return (
              <li key={document.id}>
                <button
                  type="button"
                  className="link-button"
                  disabled={documents.opening === document.id}
                  onClick={() =>
                    void documents.open(document.id, document.fileName, () =>
                      gateway.getAssetDocument(blockId, document.id),
                    )
                  }
                >
                  {name}
                  <span className="visually-hidden"> {t('opens_in_new_tab')}</span>
                </button>
                {date && (
                  <span className="building-safety__date">
                    {' '}
                    {t('building_document_inspected', { date: dayMonthYear(date) })}
                  </span>
                )}
                {documents.failed === document.id && (
                  <p className="body building-safety__failed" role="alert">
                    {t('building_document_failed')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {documents.fallback && (
        <p className="body">
          <a className="link" href={documents.fallback.url} download={documents.fallback.fileName}>
            {t('building_document_download', { fileName: documents.fallback.fileName })}
          </a>
        </p>
      )}
      <h3 className="heading-s">{t('building_people_heading')}</h3>
      {data.parties.map((party) => (
        <Party key={party.role} party={party} />
      ))}
      <p className="body">
        <button type="button" className="link-button" onClick={() => setAboutOpen(true)}>
          {t('building_about_open')}
        </button>
      </p>
      {aboutOpen && (
        <ModalDialog
          heading={t('building_about_heading')}
          description={t('building_about_text')}
          onCloseRequest={() => setAboutOpen(false)}
          actions={(initialFocusRef) => (
            <>
              <a
                className="button button--secondary"
                href={t('building_about_url')}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('building_about_link')}
                <span className="visually-hidden"> {t('opens_in_new_tab')}</span>
              </a>
              <button ref={initialFocusRef} type="button" className="button" onClick={() => setAboutOpen(false)}>
                {t('building_about_close')}
              </button>
            </>
          )}
        />
      )}
    </>
  );
}
