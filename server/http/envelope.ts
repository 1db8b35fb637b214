import type { FastifyReply } from 'fastify';
import type { Envelope } from '../../src/api/contract/envelope';

/**
 * Every /api reply is HTTP 200 with the {ret, msg, data} envelope, errors included: the client
 * (spec 002 §8) branches on ret, and an HTTP error status would look like a network failure
 * to it. Outside the API (/media, static files) HTTP statuses are used as usual.
 */
export function sendEnvelope<T>(reply: FastifyReply, ret: number, msg: string, data: T): FastifyReply {
  const body: Envelope<T> = { ret, msg, data };
  return reply.code(200).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send(body);
}
