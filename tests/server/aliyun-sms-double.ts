// A local stand-in for Aliyun's SMS API (dysmsapi 2017-05-25, SendSms), checking the request's
// ACS3-HMAC-SHA256 signature as Aliyun's V3 signing document says: the canonical request
// (method, URI, sorted RFC 3986-encoded query, the signed headers as name:value lines, their
// names, the payload's SHA-256), its SHA-256 after the algorithm name, HMAC-SHA256 with the
// AccessKey secret, in hex. It answers like Aliyun: HTTP 400 SignatureDoesNotMatch, or 200 with
// Code OK or a business code.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface SmsSent { phoneNumbers: string; signName: string; templateCode: string; templateParam: Record<string, string> }

export interface AliyunSmsDouble {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  sent: SmsSent[];
  /** The Code the next SendSms answers (OK by default). */
  nextCode: string;
  close(): Promise<void>;
}

const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function startAliyunSmsDouble(): Promise<AliyunSmsDouble> {
  const accessKeyId = `LTAI${randomBytes(8).toString('hex')}`;
  const accessKeySecret = randomBytes(15).toString('base64');
  const sent: SmsSent[] = [];
  const double: AliyunSmsDouble = { endpoint: '', accessKeyId, accessKeySecret, sent, nextCode: 'OK', close: () => new Promise<void>((r) => server.close(() => r())) };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(String(req.headers.authorization ?? ''));
      const reply = (status: number, out: Record<string, string>) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify({ RequestId: randomBytes(8).toString('hex'), ...out }));
      };
      if (!auth || auth[1] !== accessKeyId) return reply(404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
      const query = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join('&');
      const names = auth[2].split(';');
      const headers = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join('');
      const payloadHash = sha256(body);
      if (req.headers['x-acs-content-sha256'] !== payloadHash) return reply(400, { Code: 'SignatureDoesNotMatch', Message: 'payload hash' });
      const canonical = `${req.method}\n${url.pathname}\n${query}\n${headers}\n${auth[2]}\n${payloadHash}`;
      const expected = createHmac('sha256', accessKeySecret).update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`).digest('hex');
      if (expected !== auth[3]) return reply(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
      if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25') return reply(400, { Code: 'InvalidAction', Message: 'bad action' });
      const code = double.nextCode;
      double.nextCode = 'OK';
      if (code !== 'OK') return reply(200, { Code: code, Message: '触发流控' });
      const p = url.searchParams;
      sent.push({ phoneNumbers: p.get('PhoneNumbers') ?? '', signName: p.get('SignName') ?? '', templateCode: p.get('TemplateCode') ?? '', templateParam: JSON.parse(p.get('TemplateParam') ?? '{}') as Record<string, string> });
      return reply(200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  double.endpoint = `127.0.0.1:${(server.address() as { port: number }).port}`;
  return double;
}
