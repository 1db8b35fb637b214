// Phone codes by Aliyun SMS (the official @alicloud/dysmsapi20170525 SDK, SendSms with a
// template whose one variable is ${code}), chosen when ALIYUN_SMS_ACCESS_KEY_ID is set
// (README "Configuration"). Aliyun's refusals become clear Chinese messages; the code never
// reaches a log. E-mail codes are not its business (code-delivery.ts routes them elsewhere).
import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { RET } from '../../src/api/contract/envelope';
import { ApiError } from '../http/api-error';
import type { CodeDelivery, CodeMessage } from './code-delivery';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (短信签名) and the code template (SMS_…). */
  signName: string;
  templateCode: string;
  /** Default dysmsapi.aliyuncs.com; tests point it at a local double over HTTP. */
  endpoint?: string;
  protocol?: 'HTTPS' | 'HTTP';
}

/** Aliyun's number format: mainland numbers bare, others with their country code in front. */
export const aliyunNumber = (to: string): string => {
  const [area, number] = to.includes(' ') ? to.split(' ') : ['86', to];
  return area === '86' ? number : `${area}${number}`;
};

/** What the user is told for Aliyun's error codes (https://help.aliyun.com/document_detail/101346.html). */
function refusal(code: string | undefined): ApiError {
  if (code === 'isv.BUSINESS_LIMIT_CONTROL' || code === 'isv.DAY_LIMIT_CONTROL') return new ApiError(RET.RATE_LIMITED, '短信发送过于频繁，请稍后再试');
  if (code === 'isv.MOBILE_NUMBER_ILLEGAL' || code === 'isv.MOBILE_COUNT_OVER_LIMIT') return new ApiError(RET.BAD_REQUEST, '手机号码格式不正确');
  return new ApiError(RET.SERVER_ERROR, '短信发送失败，请稍后重试');
}

type DysmsClient = { sendSms(r: SendSmsRequest): Promise<{ body?: { code?: string; message?: string } }> };

export class AliyunSmsDelivery implements CodeDelivery {
  private readonly client: DysmsClient;
  constructor(private readonly cfg: AliyunSmsConfig) {
    // The SDK is CommonJS with a default export; under ESM interop it may arrive wrapped.
    const Client = ((Dysmsapi as unknown as { default?: unknown }).default ?? Dysmsapi) as new (c: $OpenApiUtil.Config) => DysmsClient;
    this.client = new Client(new $OpenApiUtil.Config({
      accessKeyId: cfg.accessKeyId, accessKeySecret: cfg.accessKeySecret, endpoint: cfg.endpoint ?? 'dysmsapi.aliyuncs.com', protocol: cfg.protocol ?? 'HTTPS',
    }));
  }

  async send(message: CodeMessage): Promise<void> {
    if (message.type !== 'phone') throw new Error('AliyunSmsDelivery sends phone codes only');
    let code: string | undefined;
    try {
      const r = await this.client.sendSms(new SendSmsRequest({
        phoneNumbers: aliyunNumber(message.to), signName: this.cfg.signName, templateCode: this.cfg.templateCode, templateParam: JSON.stringify({ code: message.code }),
      }));
      code = r.body?.code;
    } catch (err) {
      // The SDK throws for HTTP errors with Aliyun's code in `code`.
      code = (err as { code?: string }).code ?? 'NETWORK';
    }
    if (code !== 'OK') throw refusal(code);
  }
}
