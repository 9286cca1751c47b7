import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../testing/local-http-server';
import { createEmailSender } from './email-sender';

const MESSAGE = {
  recipientId: 'staff-42',
  senderEmail: 'parent@example.org',
  senderName: 'A Parent',
  messageBody: 'Hello there',
};

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('e-mail sender (docs/behaviour.md#send-email)', () => {
  it('posts the e-mail message object to the endpoint', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { sent: true }),
    );
    await createEmailSender({ sendEmailEndpoint: `${server.url}/api/send-email` }).send(MESSAGE);
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.path).toBe('/api/send-email');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]!.body)).toEqual(MESSAGE);
  });

  it('refuses an incomplete message without a call', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 200, {}));
    const sender = createEmailSender({ sendEmailEndpoint: server.url });
    await expect(sender.send({ ...MESSAGE, senderName: '' })).rejects.toThrow(
      'The emailMessage object is invalid, cannot not send email.',
    );
    await expect(sender.send({ ...MESSAGE, messageBody: undefined } as never)).rejects.toThrow(
      'The emailMessage object is invalid, cannot not send email.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('reports an error status with the response data', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 400, { error: 'Unknown recipient' }),
    );
    await expect(
      createEmailSender({ sendEmailEndpoint: server.url }).send(MESSAGE),
    ).rejects.toThrow(
      'A 400 error occurred while attempting to send email: {"error":"Unknown recipient"}',
    );
  });

  it('reports a missing response with its reason', async () => {
    server = await startLocalServer(() => {});
    const url = server.url;
    await server.close();
    server = undefined;
    await expect(createEmailSender({ sendEmailEndpoint: url }).send(MESSAGE)).rejects.toThrow(
      /^A error occurred while attempting to send email: Request to http:\/\/127\.0\.0\.1:\d+\/ failed: ECONNREFUSED$/,
    );
  });
});
