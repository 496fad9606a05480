/** How this server delivers test messages: each channel is on only when its settings are given. */
export interface MessagingConfig {
  /** SMTP_URL (smtp:// or smtps://, with user and password in it when the relay wants them) and SMTP_FROM. */
  smtp: { url: string; from: string } | null;
  /** SMS_GATEWAY_URL receives a JSON POST; SMS_GATEWAY_TOKEN, when set, is sent as a bearer token. */
  smsGateway: { url: string; token: string | null } | null;
  /** Microsoft Graph's base URL (MS_GRAPH_URL); Teams messages go through the organisation's Teams connection. */
  graphUrl: string;
  /** How long one delivery may take (MESSAGE_TIMEOUT_SECONDS, default 10). */
  timeoutMs: number;
}

export const messagingSettings = {
  email: ['SMTP_URL', 'SMTP_FROM'],
  sms: ['SMS_GATEWAY_URL'],
} as const;

const httpUrl = (value: string, name: string) => {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return value.replace(/\/$/, '');
};

export function readMessagingConfig(env: NodeJS.ProcessEnv): MessagingConfig {
  const timeout = env.MESSAGE_TIMEOUT_SECONDS ? Number(env.MESSAGE_TIMEOUT_SECONDS) : 10;
  if (!Number.isInteger(timeout) || timeout <= 0)
    throw new Error('MESSAGE_TIMEOUT_SECONDS must be a whole number of seconds');
  if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL))
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return {
    smtp: env.SMTP_URL && env.SMTP_FROM ? { url: env.SMTP_URL, from: env.SMTP_FROM } : null,
    smsGateway: env.SMS_GATEWAY_URL
      ? { url: httpUrl(env.SMS_GATEWAY_URL, 'SMS_GATEWAY_URL'), token: env.SMS_GATEWAY_TOKEN || null }
      : null,
    graphUrl: httpUrl(env.MS_GRAPH_URL || 'https://graph.microsoft.com/v1.0', 'MS_GRAPH_URL'),
    timeoutMs: timeout * 1000,
  };
}
