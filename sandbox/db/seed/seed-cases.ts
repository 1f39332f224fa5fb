import type { Db } from '../open-database';
import { caseType, type CaseType } from './case-types';
import { addDays, atTime, isoDateTime } from '../dates';
import { CASES, TEXT_ANSWERS, type CaseSeed } from './case-seeds';
import { pickOne } from './prng';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

const FIRST_REFERENCE = 104_201;

/** Service requests ("Case in list" bodies) with their activities. */
export function seedCases(db: Db, ctx: SeedContext): void {
  let reference = FIRST_REFERENCE;
  for (const { owner, customerId, cases } of CASES) {
    for (const c of cases) {
      const type = caseType(c.typeId);
      const id = ctx.ids.next('case', owner);
      const created = atTime(addDays(ctx.today, -c.daysAgo), 9 + (c.daysAgo % 8), (c.daysAgo * 7) % 60);
      const createdDate = isoDateTime(created);
      writeRow(db, 'cases', {
        id,
        reference: `CAS-${reference++}`,
        customer_id: customerId,
        asset_id: c.assetId,
        status: c.status,
        created_date: createdDate,
        body: {
          id,
          caseReferenceNumber: `CAS-${reference - 1}`,
          caseTypeId: type.id,
          caseTypeDescription: type.description,
          subType: type.subType,
          subTypeCategory: type.subTypeCategory,
          assignee: c.assignee,
          assigneeType: 'Team',
          createdDate,
          status: c.status,
          identifiers: {
            caseIdentifier: id,
            customerIdentifier: customerId,
            assetIdentifier: c.assetId,
            tenancyIdentifier: c.tenancyId,
          },
          description: describe(type, ctx.random),
        },
      });
      for (const activity of activitiesFor(c, id, created)) {
        const activityId = ctx.ids.next('caseActivity', owner);
        writeRow(db, 'case_activities', {
          id: activityId,
          case_id: id,
          body: { id: activityId, caseIdentifier: id, ...activity },
        });
      }
    }
  }
}

/** "Label - answer" lines: the case detail page splits each line at the dash. */
function describe(type: CaseType, random: () => number): string {
  return type.additionalInfo
    .filter((q) => q.isEnabled === 'true')
    .map((q) => {
      const blocked = new Set(q.blocking?.dependsOn.map((d) => d.responseId) ?? []);
      const answer =
        q.type === 'Text'
          ? (TEXT_ANSWERS[type.id] ?? 'See notes')
          : pickOne(
              random,
              q.options.filter((o) => !blocked.has(o.id) && !o.dependsOnAttributes),
            ).value;
      return `${q.label} - ${answer}`;
    })
    .concat(type.additionalInfo.length === 0 ? [`Details - ${TEXT_ANSWERS[type.id] ?? type.description}`] : [])
    .join('\n');
}

function activitiesFor(c: CaseSeed, caseId: string, created: Date) {
  const at = (days: number) => isoDateTime(addDays(created, days));
  const acknowledged = {
    actionIdentifier: 'Acknowledge',
    description: 'Request acknowledged',
    status: 'Completed',
    createdDate: at(0),
    dueDate: at(1),
    completedDate: at(1),
    metadata: [],
  };
  const activities: object[] = [acknowledged];
  if (c.bookAppointmentFor) {
    activities.push({
      actionIdentifier: 'BookAppointment',
      description: 'Book a damp and mould inspection',
      status: 'Open',
      createdDate: at(0),
      dueDate: at(14),
      metadata: [
        { key: 'worksOrderIdentifier', value: c.bookAppointmentFor },
        { key: 'caseIdentifier', value: caseId },
      ],
    });
  }
  if (c.stageOneAnswer) {
    const completed = c.stageOneAnswer === 'open' ? undefined : c.stageOneAnswer.completedAfterDays;
    activities.push({
      actionIdentifier: 'RespondStageOne',
      description: 'Send the stage 1 answer to the complaint',
      status: completed === undefined ? 'Open' : 'Completed',
      createdDate: at(1),
      dueDate: at(15),
      ...(completed === undefined ? {} : { completedDate: at(completed) }),
      metadata: [],
    });
  }
  if (c.status === 'Active') {
    activities.push({
      actionIdentifier: 'ContactCustomer',
      description: 'Call the resident',
      status: 'Open',
      createdDate: at(1),
      dueDate: at(5),
      metadata: [],
    });
  } else {
    const action = c.status === 'Resolved' ? 'CloseCase' : 'CancelCase';
    activities.push({
      actionIdentifier: action,
      description: `Case ${c.status.toLowerCase()}`,
      status: 'Completed',
      createdDate: at(20),
      dueDate: at(20),
      completedDate: at(20),
      metadata: [],
    });
  }
  return activities;
}
