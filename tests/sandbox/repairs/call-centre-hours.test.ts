import { describe, expect, it } from 'vitest';
import { isWorkingHours } from '../../../sandbox/gateway/repairs/call-centre-hours';
import { repairPriority } from '../../../sandbox/gateway/repairs/repair-priority';

// London wall-clock boundaries: 2026-11 is GMT (UTC+0), 2026-07 is BST (UTC+1).
describe('call centre hours (Mon–Fri 08:00–20:00, Sat 09:00–13:00, London time)', () => {
  it.each([
    ['Monday 07:59 GMT', '2026-11-23T07:59:59Z', false],
    ['Monday 08:00 GMT', '2026-11-23T08:00:00Z', true],
    ['Friday 19:59 GMT', '2026-11-27T19:59:59Z', true],
    ['Friday 20:00 GMT', '2026-11-27T20:00:00Z', false],
    ['Saturday 08:59 GMT', '2026-11-21T08:59:59Z', false],
    ['Saturday 09:00 GMT', '2026-11-21T09:00:00Z', true],
    ['Saturday 12:59 GMT', '2026-11-21T12:59:59Z', true],
    ['Saturday 13:00 GMT', '2026-11-21T13:00:00Z', false],
    ['Sunday midday', '2026-11-22T12:00:00Z', false],
    ['Wednesday 03:00', '2026-11-25T03:00:00Z', false],
    ['Monday 08:00 BST is 07:00 UTC', '2026-07-06T07:00:00Z', true],
    ['Monday 07:59 BST is 06:59 UTC', '2026-07-06T06:59:59Z', false],
    ['Friday 20:00 BST is 19:00 UTC', '2026-07-10T19:00:00Z', false],
    ['Saturday 12:59 BST is 11:59 UTC', '2026-07-11T11:59:00Z', true],
    ['Saturday 13:00 BST is 12:00 UTC', '2026-07-11T12:00:00Z', false],
  ])('%s → %s', (_label, at, expected) => {
    expect(isWorkingHours(new Date(at))).toBe(expected);
  });
});

describe('repair priority', () => {
  it.each([
    [false, '2026-11-23T10:00:00Z', 'Next Available', true],
    [false, '2026-11-22T10:00:00Z', 'Next Available', false],
    [true, '2026-11-23T10:00:00Z', 'Emergency', true],
    [true, '2026-11-23T20:00:00Z', 'Emergency (Out of hours)', false],
    [true, '2026-11-22T10:00:00Z', 'Emergency (Out of hours)', false],
  ])('emergency %s at %s → %s (working hours %s)', (isEmergency, at, priority, working) => {
    expect(repairPriority(isEmergency, new Date(at))).toEqual({ repairPriority: priority, isWorkingHours: working });
  });
});
