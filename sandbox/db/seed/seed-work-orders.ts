import type { Db } from '../open-database';
import { contractorSeed } from './contractor-seeds';
import { DEFAULT_WEEKLY } from '../../gateway/work-orders/contractor-capacity';
import { addDays, addMinutes, atTime, isoDateTime } from '../dates';
import { seedId } from './ids';
import { buildPdf } from './pdf';
import { buildPng } from './png';
import { repairLocation } from './repair-locations';
import { repairReason } from './repair-reasons';
import { assetSeed, formattedAddress } from './seed-assets';
import type { SeedContext } from './seed-context';
import { historyFor, type HistoryEntry } from './work-order-history';
import { MEDIA_CONTENT_TYPES, MEDIA_SETS, type SeedMedia } from './work-order-media';
import { WORK_ORDER_OWNERS, type WorkOrderOwner, type WorkOrderSeed } from './work-order-seeds';
import { writeRow } from './write-row';
import { assessmentOf, dampMouldAnswers, reporterOf } from './work-order-answers';

const BANDS = { AM: [8, 12], PM: [12, 18], ALL: [8, 18] } as const;
const PREMISES_TYPE_IDS: Record<string, number> = { Block: 1, Property: 2, 'Divided Block': 5 };
const FIRST_JOB_NUMBER = 61_000_001;

/** Repairs with their history (and media on two of Alex's), as repairs.md §3 work order bodies. */
export function seedWorkOrders(db: Db, ctx: SeedContext): void {
  let jobNumber = FIRST_JOB_NUMBER;
  for (const owner of WORK_ORDER_OWNERS) {
    for (const wo of owner.workOrders) {
      const id = seedId('workOrder', owner.owner, wo.n);
      const jobNo = wo.status === 'In Diagnosis' ? undefined : String(jobNumber++);
      const raised = atTime(addDays(ctx.today, -wo.daysAgo), 8 + (wo.n % 9), (wo.n * 17) % 60);
      const closed =
        wo.closedDaysAgo === undefined
          ? undefined
          : latest(atTime(addDays(ctx.today, -wo.closedDaysAgo), 11, 30), addMinutes(raised, 240));
      const appointment = wo.appointment
        ? appointmentOn(diaryDay(ctx.today, wo.appointment.inDays, wo.appointment.band), wo.appointment.band)
        : undefined;
      const history = historyFor({
        now: ctx.now,
        status: wo.status,
        raised,
        appointment,
        closed,
        noAccessFirst: wo.noAccessFirst,
        preferenceNoted: wo.preferenceNoted,
      });
      const lastBooked = history.filter((h) => h.appointment).at(-1);
      const documentIds = wo.media
        ? writeMedia(db, ctx, { owner, wo, workOrderId: id, raised, files: MEDIA_SETS[wo.media] })
        : [];
      const assetId = owner.assets[wo.area];
      if (!assetId) throw new Error(`work order ${id}: no ${wo.area} asset for ${owner.owner}`);
      const body = workOrderBody({
        owner,
        wo,
        id,
        jobNo,
        assetId,
        raised,
        closed,
        appointment: lastBooked?.appointment,
        documentIds,
      });
      writeRow(db, 'work_orders', {
        id,
        job_no: jobNo,
        customer_id: owner.customerId,
        asset_id: assetId,
        premises_id: owner.propertyId,
        status: wo.status,
        priority: body.priority,
        area: wo.area,
        channel: wo.channel,
        raised_date: body.raisedDate,
        is_draft: wo.status === 'In Diagnosis',
        body,
      });
      for (const h of [...history, ...hazardEntries(wo, raised)]) {
        const historyId = ctx.ids.next('workOrderHistory', owner.owner);
        writeRow(db, 'work_order_history', {
          id: historyId,
          work_order_id: id,
          created_at: isoDateTime(h.at),
          body: {
            id: historyId,
            identifier: h.identifier,
            subType: h.subType,
            createDateTime: isoDateTime(h.at),
            ...(h.appointment
              ? {
                  appointmentStartDatetime: isoDateTime(h.appointment.start),
                  appointmentEndDatetime: isoDateTime(h.appointment.end),
                }
              : {}),
          },
        });
      }
    }
  }
}

interface BodyInput {
  owner: WorkOrderOwner;
  wo: WorkOrderSeed;
  id: string;
  jobNo: string | undefined;
  assetId: string;
  raised: Date;
  closed: Date | undefined;
  appointment: { start: Date; end: Date } | undefined;
  documentIds: string[];
}

function workOrderBody({ owner, wo, id, jobNo, assetId, raised, closed, appointment, documentIds }: BodyInput) {
  const reason = repairReason(wo.reasonId);
  const asset = assetSeed(assetId);
  const contractor = wo.contractor ? contractorSeed(wo.contractor) : undefined;
  const selfService = wo.channel === 'CustomerSelfService';
  const isDraft = wo.status === 'In Diagnosis';
  const isCatalystTriage = wo.status.startsWith('Catalyst');
  return {
    id,
    jobNo,
    ...(wo.caseId ? { caseIdentifier: wo.caseId } : {}),
    customerIdentifier: owner.customerId,
    assetIdentifier: assetId,
    premisesId: owner.propertyId,
    premisesUniqueReference: asset.uprn,
    premisesAddress: formattedAddress(asset),
    premisesType: wo.area,
    ...(PREMISES_TYPE_IDS[wo.area] === undefined ? {} : { premisesTypeId: PREMISES_TYPE_IDS[wo.area] }),
    area: wo.area,
    ...(contractor
      ? { contractor: contractor.id, contractorName: contractor.name, contractorPhoneNumber: contractor.phone }
      : {}),
    ...(contractor?.isBuilder
      ? { contractorBuilderName: contractor.name, contractorBuilderPhone: contractor.phone }
      : {}),
    trade: wo.trade ?? reason.element,
    repairLocation: reason.location,
    repairLocationId: repairLocation(reason.assetType, reason.location).id,
    repairReason: reason.description,
    repairReasonId: reason.id,
    description: wo.description,
    additionalInformation: '',
    sorCode: reason.sor,
    priority: wo.priority ?? reason.priority,
    status: wo.status,
    raisedDate: isoDateTime(raised),
    ...(closed && (wo.status === 'Completed' || wo.status === 'Closed') ? { completedDate: isoDateTime(closed) } : {}),
    ...(appointment
      ? {
          appointmentStartDate: isoDateTime(appointment.start),
          appointmentEndDate: isoDateTime(appointment.end),
          lastAppointmentCreatedDate: isoDateTime(addMinutes(raised, 5)),
        }
      : {}),
    repairCause: wo.isVandalism ? 'Vandalism or Damage' : 'General Wear and Tear',
    repairCauseId: wo.isVandalism ? 4 : 1,
    ...(wo.isVandalism ? { crimeReferenceNumber: 'CAD 4512/23' } : {}),
    ...reporterOf(wo),
    ...(isDraft
      ? {}
      : { reportingMethod: selfService ? 'Customer Self-Serve' : 'Telephone', reportingMethodId: selfService ? 4 : 1 }),
    channel: wo.channel,
    documents: { documentIdentifiers: documentIds },
    chargeCustomer: false,
    notifyAll: false,
    customerName: owner.name,
    raisedBy: selfService ? 'Customer' : 'Colleague',
    // A draft holds only what its steps saved (decision 0025): the vulnerability once that question was answered.
    ...(isDraft
      ? wo.saved?.vulnerability
        ? { vulnerability: wo.saved.vulnerability }
        : {}
      : { vulnerability: { isVulnerable: false, VulnerableResponseText: '' } }),
    ...(wo.isDampAndMould && wo.caseId ? { assessmentInformation: dampMouldAnswers() } : {}),
    ...(wo.saved?.assessment ? { assessmentInformation: assessmentOf(wo.saved.assessment) } : {}),
    isRaisedAsTriage: wo.isRaisedAsTriage === true,
    isDraft,
    isSupplementary: false,
    isVandalism: wo.isVandalism === true,
    isCovidSelfIsolated: wo.saved?.isCovidSelfIsolated ?? false,
    isEmergency: wo.isEmergency === true,
    isSubmitted: !isDraft,
    isOutOfHours: wo.isOutOfHours === true,
    isRecall: wo.isRecall === true,
    isDampAndMould: wo.isDampAndMould === true,
    isEMA: wo.isEMA === true,
    isCatalyst: owner.isCatalyst || isCatalystTriage,
    isInDefect: asset.isInDefects === true,
    isPotentialDuplicate: wo.isPotentialDuplicate === true,
    riskToHumanLife: false,
  };
}

/**
 * The files a resident attached, as the documents the media routes serve: photos (PNG) and PDFs, each with the
 * metadata of repairs.md §3, IsMediaAppropriate included (false: a moderator removed it).
 */
function writeMedia(
  db: Db,
  ctx: SeedContext,
  input: { owner: WorkOrderOwner; wo: WorkOrderSeed; workOrderId: string; raised: Date; files: readonly SeedMedia[] },
): string[] {
  const { owner, wo, workOrderId, raised } = input;
  return input.files.map((file, i) => {
    const id = ctx.ids.next('document', owner.owner);
    const contentType = MEDIA_CONTENT_TYPES[file.kind];
    writeRow(db, 'documents', {
      id,
      owner_type: 'workorder',
      owner_id: workOrderId,
      document_type: 'WORKORDER',
      content_type: contentType,
      file_name: file.fileName,
      metadata: [
        { key: 'content-type', value: contentType },
        { key: 'IsMediaAppropriate', value: String(file.appropriate) },
        { key: 'customer-identifier', value: owner.customerId },
        { key: 'asset-identifier', value: owner.assets[wo.area] ?? owner.propertyId },
        { key: 'works-order-identifier', value: workOrderId },
        { key: 'filename', value: file.fileName },
      ],
      content: file.kind === 'png' ? buildPng(16, 16, file.rgb) : buildPdf(file.heading, file.lines),
      created_at: isoDateTime(addMinutes(raised, 2 + i)),
    });
    return id;
  });
}

/**
 * The day a seeded appointment falls on: today and tomorrow exactly (the cancellation cut-off is tested on
 * them), a later one on the first day from there that the contractor's diary works in its band, as a real
 * booking would be; otherwise a Sunday appointment would be missing from the reschedule grid on some weekdays.
 */
function diaryDay(today: Date, inDays: number, band: keyof typeof BANDS): Date {
  let day = addDays(today, inDays);
  if (inDays < 2) return day;
  while (!DEFAULT_WEEKLY[day.getUTCDay()]?.[band]) day = addDays(day, 1);
  return day;
}

function appointmentOn(day: Date, band: keyof typeof BANDS): { start: Date; end: Date } {
  const [from, to] = BANDS[band];
  return { start: atTime(day, from), end: atTime(day, to) };
}

function latest(a: Date, b: Date): Date {
  return a > b ? a : b;
}

/** The Awaab's Law records of a seeded repair (decision 0059): with the report, or at 14:00 UTC days after it. */
function hazardEntries(wo: WorkOrderSeed, raised: Date): HistoryEntry[] {
  return (wo.hazards ?? []).map(([identifier, daysAfter]) => ({
    identifier,
    subType: 'WorkOrder',
    at: daysAfter === 0 ? raised : atTime(addDays(raised, daysAfter), 14, 0),
  }));
}
