import { describe, expect, it } from 'vitest';
import {
  COMMUNICATION_TEMPLATES,
  profileUpdateNotification,
  statementRequest,
} from '../../src/gateway/communication-bodies';
import { createGatewayClient } from '../../src/gateway/create-gateway-client';
import { GatewayHttpError, PreconditionFailedError } from '../../src/gateway/errors';
import { createSchemaValidator } from '../../sandbox/gateway/schema-validator';
import { baseUrl, createFakeGateway, onlyRequest, type RecordedRequest } from './fake-gateway';

function callOf(request: RecordedRequest): string {
  return `${request.method} ${request.url.href.slice(baseUrl.length)}`;
}

const message = (identifier: string, status: 'READ' | 'UNREAD') => ({
  identifier,
  status,
  createdDate: '2026-11-20T09:13:00Z',
  communicationCategoryType: 'CaseCreation',
  message: {
    content: [
      { identifier: 'subject', value: 'We have received your request' },
      { identifier: 'body', value: 'Dear Mx Morgan,' },
    ],
  },
  sender: { organisation: { name: 'Peabody', personName: { title: '', givenName: 'Customer', surname: 'Services' } } },
  receivers: [{ customerIdentifier: 'C1', personName: { title: 'Mx', givenName: 'Alex', surname: 'Morgan' } }],
  eTag: `"${identifier}-${status}"`,
});

const validator = createSchemaValidator();

describe('message calls of the gateway client', () => {
  it('getCommunications sends the inbox query as the gateway names it and returns the page, the counts and the categories', async () => {
    const page = {
      communications: [message('M1', 'UNREAD')],
      'total-count': 41,
      'total-unread': 5,
      unreadCatagoryTypes: ['CaseCreation'],
    };
    const gateway = createFakeGateway([{ json: page, headers: { ETag: '"list"' } }]);
    const answer = await createGatewayClient(gateway.ctx).getCommunications('C 1', {
      fromDate: '2024-11-21',
      toDate: '2026-11-21',
      status: '',
      assetIdentifier: 'P1',
      searchText: 'gas safety',
      limit: 10,
      skip: 20,
      sort: 'createdDate asc',
    });
    expect(answer).toEqual(page);
    expect(callOf(onlyRequest(gateway.requests))).toBe(
      'GET /customers/C%201/communications?fromDate=2024-11-21&toDate=2026-11-21&status=&assetIdentifier=P1&searchText=gas%20safety&limit=10&skip=20&sort=createdDate%20asc',
    );
  });

  it('getCommunications sends nothing it was not given, and reads a missing body as an empty inbox', async () => {
    const gateway = createFakeGateway([{ status: 204 }]);
    expect(await createGatewayClient(gateway.ctx).getCommunications('C1', { limit: 2, skip: 0 })).toEqual({
      communications: [],
      'total-count': 0,
      'total-unread': 0,
      unreadCatagoryTypes: [],
    });
    expect(callOf(onlyRequest(gateway.requests))).toBe('GET /customers/C1/communications?limit=2&skip=0');
  });

  it('markCommunicationRead patches the status with the eTag as If-Match and returns the message read', async () => {
    const read = message('M/1', 'READ');
    const gateway = createFakeGateway([{ json: read, headers: { ETag: read.eTag } }]);
    expect(await createGatewayClient(gateway.ctx).markCommunicationRead('C1', 'M/1', '"M1-UNREAD"')).toEqual(read);
    const sent = onlyRequest(gateway.requests);
    expect(callOf(sent)).toBe('PATCH /customers/C1/communications/M%2F1');
    expect(sent.headers.get('If-Match')).toBe('"M1-UNREAD"');
    expect(JSON.parse(sent.body ?? '')).toEqual({ status: 'READ' });
  });

  it('markCommunicationRead without an eTag sends no If-Match (decision 0031)', async () => {
    const gateway = createFakeGateway([{ json: message('M1', 'READ') }]);
    await createGatewayClient(gateway.ctx).markCommunicationRead('C1', 'M1');
    expect(onlyRequest(gateway.requests).headers.has('If-Match')).toBe(false);
  });

  it('markCommunicationRead throws PreconditionFailedError on 412 and an invalid response when no message comes back', async () => {
    const stale = createFakeGateway([
      {
        status: 412,
        json: {
          status: 412,
          title: 'Precondition Failed',
          errors: [{ field: 'If-Match', code: 'stale', message: 'changed' }],
        },
      },
    ]);
    await expect(createGatewayClient(stale.ctx).markCommunicationRead('C1', 'M1', '"old"')).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
    const empty = createFakeGateway([{ status: 204 }]);
    const error = await createGatewayClient(empty.ctx)
      .markCommunicationRead('C1', 'M1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayHttpError);
    expect((error as GatewayHttpError).title).toBe('Invalid Response');
  });

  it('sendCommunication posts the body with the operation key and returns the id', async () => {
    const body = statementRequest({
      sender: 'no-reply@myhome.example.org',
      paymentRef: '40012301',
      customerName: 'Mx Alex Morgan',
      startDate: '01/04/2026',
      endDate: '31/10/2026',
      customerEmail: 'alex.single@example.org',
    });
    const gateway = createFakeGateway([{ status: 201, json: { id: 'OC-1' } }]);
    expect(await createGatewayClient(gateway.ctx).sendCommunication('C1', body, 'statement-key')).toEqual({
      id: 'OC-1',
    });
    const sent = onlyRequest(gateway.requests);
    expect(callOf(sent)).toBe('POST /customers/C1/communications');
    expect(sent.headers.get('X-Operation-Key')).toBe('statement-key');
    expect(JSON.parse(sent.body ?? '')).toEqual(body);
  });

  it('sendCommunication treats a 2xx without an id as a failure', async () => {
    const gateway = createFakeGateway([{ status: 201, json: {} }]);
    const body = profileUpdateNotification({
      sender: 'no-reply@myhome.example.org',
      insertDate: '21/11/2026',
      insertTime: '09:05',
      emailAddress: 'a@example.org',
      mobilePhone: '07700900123',
      homePhone: '',
      businessPhone: '',
    });
    await expect(createGatewayClient(gateway.ctx).sendCommunication('C1', body)).rejects.toMatchObject({
      title: 'Invalid Response',
      status: 201,
    });
  });

  it('builds bodies the gateway schema accepts, for both templates', () => {
    const statement = statementRequest({
      sender: 'no-reply@myhome.example.org',
      paymentRef: '40012301',
      customerName: 'Mx Alex Morgan',
      startDate: '01/04/2026',
      endDate: '31/10/2026',
      customerEmail: 'alex.single@example.org',
    });
    const profile = profileUpdateNotification({
      sender: 'no-reply@myhome.example.org',
      insertDate: '21/11/2026',
      insertTime: '09:05',
      emailAddress: 'a@example.org',
      mobilePhone: '07700900123',
      homePhone: '',
      businessPhone: '02079460000',
    });
    expect(statement.communicationTemplateIdentifier).toBe(COMMUNICATION_TEMPLATES.customStatementRequest);
    expect(profile.communicationTemplateIdentifier).toBe(COMMUNICATION_TEMPLATES.profileUpdateNotification);
    expect(validator.validate('communication-send.schema.json', statement)).toEqual([]);
    expect(validator.validate('communication-send.schema.json', profile)).toEqual([]);
  });
});
