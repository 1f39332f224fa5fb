import { describe, expect, it } from 'vitest';
import { cancelCheckRequest, rescheduleCheckRequest } from '../../../src/pages/repairs/detail/check-requests';
import {
  dateTimeRange as appointmentTimes,
  ordinalDateTime as historyDateTime,
  ukLongDate as longDate,
} from '../../../src/shared/dates';
import { isAppleMobile, mediaItems, mediaKind, thumbnailOf } from '../../../src/pages/repairs/detail/media-kind';
import { photo, repair } from './detail-fakes';

describe('dates on the detail page (UK clock)', () => {
  it('writes History times as "MMMM Do YYYY, h:mm:ss A"', () => {
    expect(historyDateTime('2026-11-01T09:05:07Z')).toBe('November 1st 2026, 9:05:07 AM');
    expect(historyDateTime('2026-11-22T00:00:00Z')).toBe('November 22nd 2026, 12:00:00 AM');
    expect(historyDateTime('2026-11-13T12:30:00Z')).toBe('November 13th 2026, 12:30:00 PM');
    // British Summer Time: 23:30 UTC on 3 June is half past midnight on the 4th in London.
    expect(historyDateTime('2026-06-03T23:30:00Z')).toBe('June 4th 2026, 12:30:00 AM');
    // A zone-less time is the gateway's UTC.
    expect(historyDateTime('2026-11-23T14:00:00')).toBe('November 23rd 2026, 2:00:00 PM');
    expect(historyDateTime('not a date')).toBeNull();
  });

  it('writes appointments as "DD-MM-YYYY, h.mma" with the end time', () => {
    expect(appointmentTimes('2026-11-24T08:00:00Z', '2026-11-24T12:00:00Z')).toEqual({
      start: '24-11-2026, 8.00am',
      end: '12.00pm',
    });
    expect(appointmentTimes('2026-07-02T12:00:00Z', '2026-07-02T17:00:00Z')).toEqual({
      start: '02-07-2026, 1.00pm',
      end: '6.00pm',
    });
    expect(appointmentTimes('2026-11-24T08:00:00Z', '2026-11-25T08:00:00Z')).toEqual({
      start: '24-11-2026, 8.00am',
      end: '25-11-2026, 8.00am',
    });
    expect(appointmentTimes('2026-11-24T08:00:00Z', undefined)).toEqual({ start: '24-11-2026, 8.00am', end: null });
    expect(appointmentTimes(undefined, '2026-11-24T12:00:00Z')).toBeNull();
  });

  it('writes the raised date the GOV.UK way', () => {
    expect(longDate('2026-11-16T10:00:00Z')).toBe('16 November 2026');
    expect(longDate('')).toBeNull();
  });
});

describe('media types', () => {
  it('gives thumbnails only to the types the spec lists', () => {
    expect(thumbnailOf('image/png', 'a.png')).toBe('photo');
    expect(thumbnailOf('image/tiff', 'scan')).toBe('photo');
    expect(thumbnailOf('video/quicktime', 'clip.mov')).toBe('video');
    expect(thumbnailOf('video/x-matroska', 'clip')).toBe('video');
    expect(thumbnailOf('application/pdf', 'letter')).toBe('pdf');
    expect(thumbnailOf(undefined, 'clip.webm')).toBe('video');
    expect(thumbnailOf('text/plain', 'notes.txt')).toBeNull();
    expect(thumbnailOf('image/svg+xml', 'logo.svg')).toBeNull();
  });

  it('opens a PDF in a tab, photos and videos in the overlay, MPEG and anything else by download', () => {
    expect(mediaKind('application/pdf', 'x')).toBe('pdf');
    expect(mediaKind('image/jpeg', 'x.jpg')).toBe('image');
    expect(mediaKind('video/mp4', 'x.mp4')).toBe('video');
    expect(mediaKind('video/mpeg', 'x.mpeg')).toBe('mpeg');
    expect(mediaKind(undefined, 'x.mpg')).toBe('mpeg');
    expect(mediaKind('text/plain', 'x.txt')).toBe('other');
  });

  it('hides only files marked not appropriate', () => {
    const items = mediaItems([
      photo('1', 'a.png'),
      photo('2', 'b.png', 'image/png', 'FALSE'),
      { id: '3', media: { fileName: 'c.png' }, metadata: [] },
    ]);
    expect(items.map((item) => item.isAppropriate)).toEqual([true, false, true]);
  });

  it('knows Apple phones and tablets, including iPads that say they are Macs', () => {
    expect(isAppleMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari', 0)).toBe(false);
    expect(isAppleMobile('Mozilla/5.0 (Linux; Android 14)', 5)).toBe(false);
  });
});

describe('the check requests', () => {
  it('name the repair, its facts and the resident, with the raised date as yyyy-MM-dd', () => {
    expect(cancelCheckRequest(repair({ channel: 'ERGO', raisedBy: 'R1' }), 'C1')).toEqual({
      worksOrderIdentifier: 'f0000000-0000-4000-8000-0000a1e00003',
      channel: 'ERGO',
      status: 'Appointed',
      isDraft: false,
      isEmergency: false,
      isOutOfHours: false,
      isRecall: false,
      isEMA: false,
      isPotentialDuplicate: false,
      contractorSiteIdentifier: 'SITE-BRIGHTSPARK',
      location: 'Living room',
      trade: 'Electrical',
      sorCode: 'ELSOCK01',
      raisedDate: '2026-11-16',
      assetTypeName: 'Property',
      lastAppointmentDate: '2026-11-24T08:00:00Z',
      userIdentifier: 'C1',
      raisedByIdentifier: 'R1',
    });
  });

  it('send a channel the gateway does not know as self-service, and no contractor as null', () => {
    const request = cancelCheckRequest(
      repair({ channel: 'Fax', contractor: undefined, appointmentStartDate: undefined }),
      null,
    );
    expect(request).toMatchObject({
      channel: 'CustomerSelfService',
      contractorSiteIdentifier: null,
      lastAppointmentDate: null,
    });
    expect(request).not.toHaveProperty('userIdentifier');
  });

  it('add whether the contractor books online to the reschedule check, when known', () => {
    expect(rescheduleCheckRequest(repair(), 'C1', false)).toMatchObject({ isContractorIntegrated: false });
    expect(rescheduleCheckRequest(repair(), 'C1', null)).not.toHaveProperty('isContractorIntegrated');
    expect(rescheduleCheckRequest(repair(), 'C1', true)).not.toHaveProperty('worksOrderIdentifier');
  });
});
