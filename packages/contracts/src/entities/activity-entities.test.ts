import { describe, it, expect } from 'vitest';
import {
  attackLogEntrySchema,
  attackStatsSchema,
  customerFlagSchema,
  insiderThreatModelSchema,
  integrationHealthSchema,
  interactionEventSchema,
  lookbackQuerySchema,
  messageContentSchema,
  quizAnswerEventSchema,
  quizAnswersSchema,
  reportQueryMessages,
  reportQuerySchema,
  sendTestMessageRequestSchema,
  trainingLogEntrySchema,
  trainingStatsSchema,
  wallDecisionRequestSchema,
  wallFlagRequestSchema,
  wallSchema,
} from '../index.ts';
import { messages } from '../rules/validation.ts';
import { rejectionIssues } from './rejection-issues.ts';

const issues = rejectionIssues;

const at = '2025-03-14T09:30:00Z';
const email = {
  fromEmail: 'it-support@acme-helpdesk.com',
  fromName: 'IT Support',
  subject: 'Password expiry',
  body: 'Hi {{firstName}}, …',
};
const content = {
  channel: 'email',
  metadata: {
    author: 'usr_content_team',
    baseLanguage: 'en',
    contentId: 'cnt_4411',
    contentName: 'Password expiry',
    contentNames: { en: 'Password expiry', no: 'Passordet utløper' },
    creationDate: at,
    tags: ['credentials', 'it'],
  },
  text: {
    en: email,
    no: {
      ...email,
      subject: 'Passordet utløper',
      attachedFilePath: 'attachments/policy.pdf',
      attachedFileName: 'policy.pdf',
    },
  },
  templateVariables: [
    { variableName: 'firstName', exampleValue: 'Kari', composite: false },
    {
      variableName: 'companyLogo',
      exampleValue: 'https://cdn.example.com/logo.png',
      composite: true,
      exampleType: 'image',
    },
  ],
};

describe('§3 message content', () => {
  it('§3 message content: an email in two languages parses', () => {
    expect(messageContentSchema.parse(content)).toEqual(content);
  });
  it('§3 message content: sms and teams content parse', () => {
    const sms = {
      ...content,
      channel: 'sms',
      text: { en: { from: 'ACME', body: 'Your parcel is held: https://x.example' } },
    };
    const teams = { ...content, channel: 'teams', text: { en: { body: 'Please review the shared file' } } };
    expect(messageContentSchema.parse(sms).channel).toBe('sms');
    expect(messageContentSchema.parse(teams).channel).toBe('teams');
  });
  it('§3 message content: channel must be email, sms or teams', () => {
    expect(issues(messageContentSchema, { ...content, channel: 'fax' })).toEqual([expect.stringMatching(/^channel: /)]);
  });
  it('§3 message content: text is keyed by platform language codes', () => {
    expect(issues(messageContentSchema, { ...content, text: { ...content.text, sv: email } })).toEqual([
      expect.stringMatching(/^text: /),
    ]);
  });
  it('§3 message content: text must include the base language', () => {
    expect(issues(messageContentSchema, { ...content, text: { no: email } })).toEqual([
      'text: text must include the base language',
    ]);
  });
  it('§3 message content: an attachment needs both path and name', () => {
    const text = { en: { ...email, attachedFilePath: 'attachments/policy.pdf' } };
    expect(issues(messageContentSchema, { ...content, text })).toEqual([
      'text.en.attachedFileName: attachedFilePath and attachedFileName go together',
    ]);
  });
  it('§3 template variables: exampleType may only be image', () => {
    const templateVariables = [{ variableName: 'logo', exampleValue: 'x', composite: false, exampleType: 'video' }];
    expect(issues(messageContentSchema, { ...content, templateVariables })).toEqual([
      expect.stringMatching(/^templateVariables\.0\.exampleType: /),
    ]);
  });
  it('§7 send test message: an sms needs a recipient phone number', () => {
    const base = {
      cybrId: 'usr_8f2c',
      cybrOrgId: 'org_acme',
      messageType: 'sms',
      contentData: { from: 'ACME', body: 'Test' },
    };
    expect(sendTestMessageRequestSchema.parse({ ...base, recipientPhoneNumber: '+4791234567' }).messageType).toBe(
      'sms',
    );
    expect(issues(sendTestMessageRequestSchema, base)).toEqual([`recipientPhoneNumber: ${messages.invalid}`]);
  });
  it('§7 send test message: email content matches the email message type', () => {
    const base = { cybrId: 'usr_8f2c', cybrOrgId: 'org_acme', messageType: 'email', contentData: email };
    expect(sendTestMessageRequestSchema.parse(base).contentData).toEqual(email);
    expect(sendTestMessageRequestSchema.safeParse({ ...base, contentData: { body: 'x' } }).success).toBe(false);
  });
});

const metric = (count: number, averageDifficulty: number | null) => ({ count, averageDifficulty });
const stats = {
  attemptedAttacks: metric(120, 5.4),
  linkClicks: metric(14, 6.1),
  leakedCredentials: metric(3, 7),
  reports: metric(61, 4.9),
  replies: metric(2, 8),
  calls: metric(0, null),
  interactions: metric(80, 5.2),
  ignored: metric(40, 5.8),
};
const logEntry = {
  messageId: 'msg_77',
  attemptId: 'att_9001',
  category: 'credential-harvest',
  contentType: 'email',
  difficulty: 6,
  email: 'ola@acme.no',
  fullName: 'Ola Nordmann',
  sentDate: at,
  clickedDate: '2025-03-14T09:41:00Z',
  credentialsLeakedDate: null,
  reportDate: '2025-03-14T09:45:00Z',
  replyDate: null,
  callDate: null,
};

describe('§3 attack stats', () => {
  it('§3 attack stats: each count carries an average difficulty', () => {
    expect(attackStatsSchema.parse(stats)).toEqual(stats);
  });
  it('§5 attack stats: an average difficulty above 10 is rejected', () => {
    expect(issues(attackStatsSchema, { ...stats, replies: metric(2, 11) })).toEqual([
      `replies.averageDifficulty: ${messages.invalid}`,
    ]);
  });
  it('§3 attack stats: counts cannot be negative', () => {
    expect(issues(attackStatsSchema, { ...stats, linkClicks: metric(-1, 5) })).toEqual([
      expect.stringMatching(/^linkClicks\.count: /),
    ]);
  });
  it('§3 attack log entry: reaction dates are null until they happen', () => {
    expect(attackLogEntrySchema.parse(logEntry)).toEqual(logEntry);
  });
  it('§5 attack log entry: difficulty 11 and 0 are rejected', () => {
    expect(issues(attackLogEntrySchema, { ...logEntry, difficulty: 11 })).toEqual([`difficulty: ${messages.invalid}`]);
    expect(issues(attackLogEntrySchema, { ...logEntry, difficulty: 0 })).toEqual([`difficulty: ${messages.invalid}`]);
  });
  it('§3 interaction event: interactionType is click, credentials, attachment or report', () => {
    const event = { cybrId: 'usr_8f2c', contentId: 'cnt_4411', messageId: 'msg_77', interactionType: 'credentials' };
    expect(interactionEventSchema.parse(event)).toEqual(event);
    expect(issues(interactionEventSchema, { ...event, interactionType: 'open' })).toEqual([
      expect.stringMatching(/^interactionType: /),
    ]);
  });
});

describe('§3 training stats', () => {
  it('§3 training stats and log entry parse', () => {
    expect(trainingStatsSchema.parse({ attempts: 40, completed: 35, right: 29, wrong: 6 })).toEqual({
      attempts: 40,
      completed: 35,
      right: 29,
      wrong: 6,
    });
    expect(trainingLogEntrySchema.parse({ completedDate: at, correct: true })).toEqual({
      completedDate: at,
      correct: true,
    });
    expect(trainingStatsSchema.safeParse({ attempts: -1, completed: 0, right: 0, wrong: 0 }).success).toBe(false);
  });
  it('§3 quiz answers: a correct answer and one to five wrong ones', () => {
    const answers = { correctAnswer: 'Report it', wrongAnswer1: 'Click the link', wrongAnswer2: 'Forward it' };
    expect(quizAnswersSchema.parse(answers)).toEqual(answers);
    expect(issues(quizAnswersSchema, { correctAnswer: 'Report it' })).toEqual([`wrongAnswer1: ${messages.emptyText}`]);
  });
  it('§7 quiz answer: interaction event plus answer and optional test', () => {
    const answer = {
      cybrId: 'usr_8f2c',
      contentId: 'cnt_q1',
      messageId: 'msg_78',
      interactionType: 'click',
      answer: 'Report it',
      test: true,
    };
    expect(quizAnswerEventSchema.parse(answer)).toEqual(answer);
    expect(quizAnswerEventSchema.safeParse({ ...answer, test: 'yes' }).success).toBe(false);
  });
});

describe('§3 report queries', () => {
  it('§7 report query: a preset period needs no range', () => {
    expect(reportQuerySchema.parse({ period: '30days', type: 'range', lang: 'no', department: 'Finance' }).period).toBe(
      '30days',
    );
  });
  it('§7 report query: a custom period needs from and to', () => {
    expect(
      reportQuerySchema.parse({ period: 'custom', from: '2025-01-01', to: '2025-03-31', type: 'scatter' }).to,
    ).toBe('2025-03-31');
    expect(issues(reportQuerySchema, { period: 'custom', from: '2025-01-01', type: 'range' })).toEqual([
      `to: ${reportQueryMessages.rangeRequired}`,
    ]);
  });
  it('§7 report query: a range only goes with custom and must not run backwards', () => {
    expect(issues(reportQuerySchema, { period: '7days', from: '2025-01-01', to: '2025-01-07', type: 'range' })).toEqual(
      [`from: ${reportQueryMessages.rangeOnlyForCustom}`],
    );
    expect(
      issues(reportQuerySchema, { period: 'custom', from: '2025-03-01', to: '2025-02-01', type: 'range' }),
    ).toEqual([`to: ${reportQueryMessages.rangeOrder}`]);
  });
  it('§3 report query: bad period or type is rejected', () => {
    expect(issues(reportQuerySchema, { period: '90days', type: 'range' })).toEqual([
      expect.stringMatching(/^period: /),
    ]);
    expect(issues(reportQuerySchema, { period: '24hours', type: 'bar' })).toEqual([expect.stringMatching(/^type: /)]);
  });
  it('§5 lookback: 30, 90, 180 or 365 days, default 30, read from query text', () => {
    expect(lookbackQuerySchema.parse({})).toEqual({ lookback: 30 });
    expect(lookbackQuerySchema.parse({ lookback: '180' })).toEqual({ lookback: 180 });
    expect(issues(lookbackQuerySchema, { lookback: '60' })).toEqual([`lookback: ${messages.invalid}`]);
  });
});

describe('§3 insider threat', () => {
  const wall = {
    wallId: 'wall_12',
    siegeIds: ['siege_1', 'siege_2'],
    firstSeen: '2025-02-01T12:00:00Z',
    updated: at,
    csvReady: true,
    customerReady: false,
    user: 'usr_8f2c',
  };
  it('§3 insider threat: models and customer flags, including the empty flag', () => {
    for (const model of ['download-quantity', 'download-sensitive', 'time-of-use', 'email-leakage'])
      expect(insiderThreatModelSchema.parse(model)).toBe(model);
    for (const model of ['download_quantity', 'Time-of-use', 'email', ''])
      expect({ model, ok: insiderThreatModelSchema.safeParse(model).success }).toEqual({ model, ok: false });
    expect(customerFlagSchema.parse('')).toBe('');
    expect(customerFlagSchema.safeParse('maybe').success).toBe(false);
  });
  it('§3 wall: a wall parses', () => {
    expect(wallSchema.parse(wall)).toEqual(wall);
    expect(issues(wallSchema, { ...wall, updated: 'yesterday' })).toEqual([expect.stringMatching(/^updated: /)]);
  });
  it('§7 wall approve or reject, and flag', () => {
    expect(wallDecisionRequestSchema.parse({ decision: 'approve' })).toEqual({ decision: 'approve' });
    expect(wallDecisionRequestSchema.safeParse({ decision: 'escalate' }).success).toBe(false);
    expect(wallFlagRequestSchema.parse({ flag: 'irrelevant' })).toEqual({ flag: 'irrelevant' });
  });
  it('§3 data-source integration health: github, ok or failing', () => {
    const health = {
      provider: 'github',
      status: 'failing',
      startedAt: '2025-03-01T00:00:00Z',
      updatedAt: at,
      bucketName: 'acme-audit',
      serviceAccount: 'export@acme.iam',
    };
    expect(integrationHealthSchema.parse(health)).toEqual(health);
    expect(integrationHealthSchema.safeParse({ ...health, provider: 'gitlab' }).success).toBe(false);
    expect(integrationHealthSchema.safeParse({ ...health, status: 'degraded' }).success).toBe(false);
  });
});
