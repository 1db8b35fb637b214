// The customer-service conversation that a manual payment opens (issue 10 point 4): the VIP
// flow sends the viewer to /chat with the service account (GetCusService templateType 2) and
// the order as `params` (its requestId, product, pay type) and `msgParams` (package name,
// price, pay title). The chat then sends the order to the service account as its first message,
// made of those values only; the order's requestId is the message's clientId, so a reload or a
// second visit for the same tap stores it once (the server keeps one message per clientId).
interface OrderParams {
  requestId?: unknown;
}
interface ShownParams {
  name?: unknown;
  price?: unknown;
  priceSymbol?: unknown;
  payTitle?: unknown;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{8,60}$/;

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' ? (v as T) : null;
  } catch {
    return null;
  }
}

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

export interface ChatOpening {
  text: string;
  clientId: string;
}

/** The order message to send when /chat is opened by a manual payment; null otherwise. */
export function paymentOpening(params: string | null, msgParams: string | null): ChatOpening | null {
  const order = parse<OrderParams>(params);
  const shown = parse<ShownParams>(msgParams);
  if (!order || !shown) return null;
  const requestId = str(order.requestId);
  if (!CLIENT_ID.test(requestId)) return null;
  const price = str(shown.price) ? `${str(shown.priceSymbol)}${str(shown.price)}` : '';
  const text = [str(shown.payTitle), str(shown.name), price].filter(Boolean).join(' ');
  if (!text) return null;
  return { text, clientId: `pay-${requestId}` };
}
