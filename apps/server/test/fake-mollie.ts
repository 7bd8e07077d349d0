import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

type Json = Record<string, any>;
export interface FakeMollie {
  /** The API endpoint to hand to the client (`https://127.0.0.1:{port}/v2/`). */
  url: string;
  apiKey: string;
  /** The fake's own payment records by id (cents, not Mollie amounts), for assertions. */
  payments: Map<string, Json>;
  /** Every request in arrival order, including refused ones. */
  requests: Array<{ method: string; path: string; idempotencyKey?: string; body?: Json }>;
  /** What happens at Mollie's side (the member pays, the bank refuses…); `extra` is merged into the record. */
  setStatus(id: string, status: string, extra?: Json): void;
  chargeBack(id: string, cents: number): void;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
const money = (cents: number, currency: string) => ({ value: (cents / 100).toFixed(2), currency });
const cents = (amount: { value: string }) => Math.round(Number(amount.value) * 100);

/**
 * A local stand-in for exactly the parts of Mollie's v2 API the adapter uses: create/get payment, create refund,
 * create customer, create/get customer mandate, in Mollie's HAL JSON shapes, with the bearer-key check and
 * idempotent payment creation.
 *
 * It speaks HTTPS (node:https, a throw-away self-signed certificate made with openssl): the official client builds
 * its own https.Agent, so it refuses plain http:// endpoints ("Protocol "http:" not supported"), and it trusts
 * only its bundled CA list, so the test using this fake sets NODE_TLS_REJECT_UNAUTHORIZED=0 for its own process.
 */
export async function startFakeMollie(): Promise<FakeMollie> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-mollie-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const tls = { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
  fs.rmSync(dir, { recursive: true, force: true });

  const apiKey = `test_${randomBytes(15).toString('hex')}`;
  const payments = new Map<string, Json>();
  const byIdempotencyKey = new Map<string, string>();
  const customers = new Map<string, Json>();
  const mandates = new Map<string, Json>();
  const requests: FakeMollie['requests'] = [];
  let base = '';

  const self = (pathname: string) => ({ self: { href: `${base}${pathname}`, type: 'application/hal+json' } });
  const paymentJson = (p: Json) => ({
    resource: 'payment', id: p.id, mode: 'test', createdAt: p.createdAt, status: p.status,
    amount: money(p.cents, p.currency), description: p.description, method: p.method, metadata: p.metadata,
    redirectUrl: p.redirectUrl, webhookUrl: p.webhookUrl, locale: p.locale, profileId: 'pfl_fake', sequenceType: p.sequenceType,
    ...(p.customerId ? { customerId: p.customerId } : {}),
    ...(p.mandateId ? { mandateId: p.mandateId } : {}),
    ...(p.status === 'paid' ? { paidAt: p.paidAt, amountRemaining: money(p.cents - p.refunded, p.currency) } : {}),
    ...(p.refunded ? { amountRefunded: money(p.refunded, p.currency) } : {}),
    ...(p.chargedBack ? { amountChargedBack: money(p.chargedBack, p.currency) } : {}),
    ...(p.details ? { details: p.details } : {}),
    _links: {
      ...self(`/v2/payments/${p.id}`),
      // As at Mollie: a checkout link only while the member can still pay, and never for a recurring charge.
      ...(p.status === 'open' && p.sequenceType !== 'recurring' ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${p.id}`, type: 'text/html' } } : {}),
      documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
    },
  });
  const addMandate = (customerId: string, method: string, details: Json, extra: Json = {}) => {
    const m = {
      resource: 'mandate', id: newId('mdt'), mode: 'test', status: 'valid', method, details, customerId,
      createdAt: new Date().toISOString(), ...extra, _links: {} as Json,
    };
    m._links = self(`/v2/customers/${customerId}/mandates/${m.id}`);
    mandates.set(m.id, m);
    return m;
  };

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const send = (status: number, body: Json) => {
      res.writeHead(status, { 'content-type': 'application/hal+json' });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, title: string, detail: string) =>
      send(status, { status, title, detail, _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } } });
    const url = new URL(req.url ?? '/', base);
    let body: Json | undefined;
    try {
      body = raw ? JSON.parse(raw) as Json : undefined;
    } catch {
      return error(400, 'Bad Request', 'The request body is not valid JSON.');
    }
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, body });
    if (req.headers.authorization !== `Bearer ${apiKey}`) return error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');

    const [v2, resource, id, sub, subId, ...rest] = url.pathname.split('/').filter(Boolean);
    if (v2 !== 'v2' || rest.length) return error(404, 'Not Found', 'The requested resource does not exist.');

    // POST /v2/payments
    if (resource === 'payments' && !id && req.method === 'POST') {
      const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (earlier) return send(201, paymentJson(payments.get(earlier)!));
      if (!body?.amount?.value || !body.amount.currency) return error(422, 'Unprocessable Entity', 'The amount is required.');
      const sequenceType = body.sequenceType ?? 'oneoff';
      if (sequenceType !== 'oneoff' && !customers.has(body.customerId)) return error(422, 'Unprocessable Entity', 'A customer is required for this sequence type.');
      // Without a mandateId, Mollie charges one of the customer's valid mandates.
      const mandate = body.mandateId ? mandates.get(body.mandateId)
        : sequenceType === 'recurring' ? [...mandates.values()].find((m) => m.customerId === body!.customerId && m.status === 'valid') : undefined;
      if (sequenceType === 'recurring' && (!mandate || mandate.customerId !== body.customerId || mandate.status !== 'valid')) {
        return error(422, 'Unprocessable Entity', 'The customer has no valid mandate for this payment.');
      }
      const now = new Date().toISOString();
      const p: Json = {
        id: newId('tr'), status: 'open', cents: cents(body.amount), currency: body.amount.currency, description: body.description,
        method: body.method ?? null, metadata: body.metadata ?? null, redirectUrl: body.redirectUrl, webhookUrl: body.webhookUrl,
        locale: body.locale, sequenceType, customerId: body.customerId, mandateId: mandate?.id ?? body.mandateId, createdAt: now, refunded: 0, chargedBack: 0,
      };
      // A recurring charge runs without the member: a card or PayPal answers at once, a direct debit takes days.
      if (sequenceType === 'recurring') Object.assign(p, mandate!.method === 'directdebit' ? { status: 'pending' } : { status: 'paid', paidAt: now });
      payments.set(p.id, p);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, p.id);
      return send(201, paymentJson(p));
    }

    // GET /v2/payments/{id}, POST /v2/payments/{id}/refunds
    if (resource === 'payments' && id) {
      const p = payments.get(id);
      if (!p) return error(404, 'Not Found', `No payment exists with token ${id}.`);
      if (req.method === 'GET' && !sub) return send(200, paymentJson(p));
      if (req.method === 'POST' && sub === 'refunds' && !subId) {
        if (p.status !== 'paid') return error(422, 'Unprocessable Entity', 'The payment cannot be refunded.');
        const amount = body?.amount ? cents(body.amount) : p.cents - p.refunded;
        if (amount <= 0 || amount > p.cents - p.refunded) return error(422, 'Unprocessable Entity', 'The amount is higher than the amount remaining.');
        p.refunded += amount;
        const refundId = newId('re');
        return send(201, {
          resource: 'refund', id: refundId, mode: 'test', amount: money(amount, p.currency), status: 'pending', paymentId: p.id,
          description: body?.description ?? '', metadata: body?.metadata ?? null, createdAt: new Date().toISOString(),
          _links: { ...self(`/v2/payments/${p.id}/refunds/${refundId}`), payment: self(`/v2/payments/${p.id}`).self },
        });
      }
    }

    // POST /v2/customers
    if (resource === 'customers' && !id && req.method === 'POST') {
      const c = {
        resource: 'customer', id: newId('cst'), mode: 'test', name: body?.name ?? null, email: body?.email ?? null, locale: body?.locale ?? null,
        metadata: body?.metadata ?? null, createdAt: new Date().toISOString(), _links: {} as Json,
      };
      c._links = self(`/v2/customers/${c.id}`);
      customers.set(c.id, c);
      return send(201, c);
    }

    // POST /v2/customers/{id}/mandates, GET /v2/customers/{id}/mandates/{mandateId}
    if (resource === 'customers' && id && sub === 'mandates') {
      if (!customers.has(id)) return error(404, 'Not Found', `No customer exists with token ${id}.`);
      if (req.method === 'POST' && !subId) {
        if (body?.method !== 'directdebit' || !body.consumerName || !body.consumerAccount) return error(422, 'Unprocessable Entity', 'The mandate details are incomplete.');
        const m = addMandate(id, 'directdebit', { consumerName: body.consumerName, consumerAccount: body.consumerAccount, consumerBic: body.consumerBic ?? 'ABNANL2A' }, {
          signatureDate: body.signatureDate ?? null, mandateReference: body.mandateReference ?? null,
        });
        return send(201, m);
      }
      if (req.method === 'GET' && subId) {
        const m = mandates.get(subId);
        if (!m || m.customerId !== id) return error(404, 'Not Found', `No mandate exists with token ${subId}.`);
        return send(200, m);
      }
    }

    return error(404, 'Not Found', 'The requested resource does not exist.');
  }

  const server = https.createServer(tls, (req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => { raw += chunk; });
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const find = (id: string) => {
    const p = payments.get(id);
    if (!p) throw new Error(`fake mollie: no payment ${id}`);
    return p;
  };
  return {
    url: `${base}/v2/`,
    apiKey,
    payments,
    requests,
    setStatus(id, status, extra = {}) {
      const p = find(id);
      Object.assign(p, { status }, status === 'paid' && !p.paidAt ? { paidAt: new Date().toISOString() } : {}, extra);
      // A paid first payment leaves a mandate on the customer, as Mollie's do (card, PayPal, direct debit).
      if (status === 'paid' && p.sequenceType === 'first' && p.customerId && !p.mandateId) {
        const details = p.method === 'creditcard' ? { cardHolder: 'A Test', cardNumber: '4242', cardLabel: 'Visa', cardFingerprint: 'fake', cardExpiryDate: '2030-12-31' } : {};
        p.mandateId = addMandate(p.customerId, p.method ?? 'creditcard', details).id;
      }
    },
    chargeBack(id, amountCents) { find(id).chargedBack = amountCents; },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
