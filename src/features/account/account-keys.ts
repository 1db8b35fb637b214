// The account area's query keys, in one factory.
import { meKey } from '@src/data/keys';

export const accountKeys = {
  security: () => meKey('accountSecurity'),
  countries: () => ['countries'] as const,
  /** One image captcha: each asked under a key of its own (a captcha is spent by one try). */
  captcha: (nonce: number) => ['captcha', nonce] as const,
};
