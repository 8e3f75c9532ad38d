// The SMS sandbox's page (/sandbox/sms).

export const SMS_SANDBOX_MESSAGES = {
  intro:
    'Text messages go nowhere while MSG91_AUTH_KEY is unset: the sandbox keeps each MSG91 request here instead, newest first.',
  refresh: 'Refresh',
  messages: 'Text messages',
  empty: 'No text messages yet.',
  to: (phone: string) => `To ${phone}`,
  noSandbox: 'There is no SMS sandbox',
  noSandboxDetail: 'Text messages go to MSG91 on this server, so there is nothing to list here.',
} as const;
