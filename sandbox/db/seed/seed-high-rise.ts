import type { Db } from '../open-database';
import { addDays, atTime, isoDate, isoDateTime } from '../dates';
import { buildPdf } from './pdf';
import { SHARED_ASSETS } from './personas';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

export const HIGH_RISE_DOCUMENT_TYPES = ['FRA', 'BSR', 'RESIDENTENGAGEMENTSTRATEGY'] as const;

type HighRiseDocumentType = (typeof HIGH_RISE_DOCUMENT_TYPES)[number];

interface Party {
  person: { name: { givenName: string; surname?: string } };
  postalAddress?: { formattedAddress: string };
  email?: string;
}

const HEAD_OFFICE = '45 Westminster Bridge Road, London SE1 7JB';

/**
 * Marlowe Tower's building-safety parties, shaped like the associates' Person (e-mail as a string) plus a
 * formatted postal address. The responsible person has no e-mail and the building safety
 * manager no address, so the card's dash for a missing value shows.
 */
const MARLOWE_TOWER_PARTIES: Record<string, Party> = {
  principleAccountablePerson: {
    person: { name: { givenName: 'Peabody Trust' } },
    postalAddress: { formattedAddress: HEAD_OFFICE },
    email: 'building.safety@peabody.example.org',
  },
  accountablePerson: {
    person: { name: { givenName: 'Peabody Building Safety Team' } },
    postalAddress: { formattedAddress: HEAD_OFFICE },
    email: 'accountable.person@peabody.example.org',
  },
  buildingSafetyManager: {
    person: { name: { givenName: 'Priya', surname: 'Shah' } },
    email: 'priya.shah@peabody.example.org',
  },
  responsiblePerson: {
    person: { name: { givenName: 'Tom', surname: 'Okafor' } },
    postalAddress: { formattedAddress: 'Estate Office, Marlowe Estate, Fulham Palace Road, London W6 9PA' },
  },
};

const DOCUMENTS: { type: HighRiseDocumentType; title: string; daysAgo: number }[] = [
  // Two fire risk assessments: GET …/documents?DocumentType=FRA&Limit=1 must return the newer one.
  { type: 'FRA', title: 'Fire risk assessment', daysAgo: 410 },
  { type: 'FRA', title: 'Fire risk assessment', daysAgo: 42 },
  { type: 'BSR', title: 'Building Safety Regulator report', daysAgo: 200 },
  { type: 'RESIDENTENGAGEMENTSTRATEGY', title: 'Resident engagement strategy', daysAgo: 95 },
];

/** Interested parties and building-safety documents of the high-rise block (Chris's Marlowe Tower). */
export function seedHighRise(db: Db, ctx: SeedContext): void {
  const blockId = SHARED_ASSETS.marloweTower;
  // The body is the interestedParties object itself, as GET /assets/{id}/associates?expand=interestedParties nests it.
  writeRow(db, 'asset_parties', { asset_id: blockId, body: MARLOWE_TOWER_PARTIES });
  for (const doc of DOCUMENTS) {
    const inspected = addDays(ctx.today, -doc.daysAgo);
    writeRow(db, 'documents', {
      id: ctx.ids.next('document', 'shared'),
      owner_type: 'asset',
      owner_id: blockId,
      document_type: doc.type,
      content_type: 'application/pdf',
      file_name: `${doc.type.toLowerCase()}-marlowe-tower-${isoDate(inspected)}.pdf`,
      metadata: [
        { key: 'inspection-date', value: isoDate(inspected) },
        { key: 'document-title', value: doc.title },
      ],
      content: buildPdf(`Marlowe Tower - ${doc.title}`, [
        'Marlowe Tower, Fulham Palace Road, London W6 9PB',
        `Inspection date: ${isoDate(inspected)}`,
        'Building height: 64 metres, 22 storeys (higher-risk building)',
        '',
        'This is a sample document produced by the sandbox.',
      ]),
      created_at: isoDateTime(atTime(inspected, 9)),
    });
  }
}
