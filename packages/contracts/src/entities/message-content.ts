import { z } from 'zod';
import { languageCodeSchema } from './provider-enums.ts';
import { emailSchema, idSchema, maxLength, messages } from '../rules/validation.ts';

export const messageChannelSchema = z.enum(['email', 'sms', 'teams']);
export type MessageChannel = z.infer<typeof messageChannelSchema>;

// Longest message bodies: a designed HTML e-mail, the 1600 characters SMS gateways join into one
// message, and Teams' 28 KB message limit.
const messageBodyMax = { email: 200_000, sms: 1600, teams: 28_000 } as const;

// §3 email content; the attachment is optional, but path and name go together.
export const emailContentSchema = z
  .object({
    fromEmail: emailSchema,
    fromName: z.string().min(1).max(maxLength.name),
    // RFC 5322 lines stop at 998 characters.
    subject: z.string().min(1).max(998),
    body: z.string().min(1).max(messageBodyMax.email),
    attachedFilePath: z.string().min(1).max(maxLength.url).optional(),
    attachedFileName: z.string().min(1).max(maxLength.fileName).optional(),
  })
  .refine((email) => (email.attachedFilePath === undefined) === (email.attachedFileName === undefined), {
    path: ['attachedFileName'],
    message: 'attachedFilePath and attachedFileName go together',
  });
export type EmailContent = z.infer<typeof emailContentSchema>;

// §3 SMS content: from is a sender name or number.
export const smsContentSchema = z.object({
  from: z.string().min(1).max(maxLength.phoneNumber),
  body: z.string().min(1).max(messageBodyMax.sms),
});
export type SmsContent = z.infer<typeof smsContentSchema>;

export const teamsContentSchema = z.object({ body: z.string().min(1).max(messageBodyMax.teams) });
export type TeamsContent = z.infer<typeof teamsContentSchema>;

// §3 "text per language": any subset of the 12 languages.
const perLanguage = <T extends z.ZodType>(value: T) => z.partialRecord(languageCodeSchema, value);

export const messageMetadataSchema = z.object({
  author: z.string(),
  baseLanguage: languageCodeSchema,
  contentId: z.string().min(1),
  contentName: z.string(),
  contentNames: perLanguage(z.string()),
  creationDate: z.iso.datetime({ offset: true }),
  tags: z.array(z.string()),
});
export type MessageMetadata = z.infer<typeof messageMetadataSchema>;

// §3 template variables; exampleType 'image' marks an image placeholder.
export const templateVariableSchema = z.object({
  variableName: z.string().regex(/^[A-Za-z_]\w*$/),
  exampleValue: z.string(),
  composite: z.boolean(),
  exampleType: z.literal('image').optional(),
});
export type TemplateVariable = z.infer<typeof templateVariableSchema>;

// §3 message content: channel, metadata, per-language text, template variables.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
const contentFor = <C extends MessageChannel, T extends z.ZodType>(channel: C, text: T) =>
  z.object({
    channel: z.literal(channel),
    metadata: messageMetadataSchema,
    text: perLanguage(text),
    templateVariables: z.array(templateVariableSchema),
  });

export const messageContentSchema = z
  .discriminatedUnion('channel', [
    contentFor('email', emailContentSchema),
    contentFor('sms', smsContentSchema),
    contentFor('teams', teamsContentSchema),
  ])
  .refine((content) => content.text[content.metadata.baseLanguage] !== undefined, {
    path: ['text'],
    message: 'text must include the base language',
  });
export type MessageContent = z.infer<typeof messageContentSchema>;

// E.164: the form SMS gateways accept.
export const phoneNumberSchema = z
  .string({ error: messages.invalid })
  .max(16, { error: messages.invalid, abort: true })
  .regex(/^\+[1-9]\d{6,14}$/, messages.invalid);

// §7 send test message; messageType is the channel, contentData one language's
// content for it, and only SMS needs recipientPhoneNumber.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
const testMessageIds = { cybrId: idSchema, cybrOrgId: idSchema };
export const sendTestMessageRequestSchema = z.discriminatedUnion('messageType', [
  z.object({ ...testMessageIds, messageType: z.literal('email'), contentData: emailContentSchema }),
  z.object({
    ...testMessageIds,
    messageType: z.literal('sms'),
    contentData: smsContentSchema,
    recipientPhoneNumber: phoneNumberSchema,
  }),
  z.object({ ...testMessageIds, messageType: z.literal('teams'), contentData: teamsContentSchema }),
]);
export type SendTestMessageRequest = z.infer<typeof sendTestMessageRequestSchema>;
