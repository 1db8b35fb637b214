// The account forms' query keys, in one factory.
export const authKeys = {
  /** One login captcha image: each under a key of its own (a captcha is spent by one try). */
  loginCaptcha: (nonce: number) => ['loginCaptcha', nonce] as const,
};
