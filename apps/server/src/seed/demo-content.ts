import type { Db } from '../db/client.ts';
import { messageContents } from '../db/schema.ts';

type ContentRow = typeof messageContents.$inferInsert;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const recipient = { variableName: 'recipientFirstName', exampleValue: 'Kari', composite: false };
const company = { variableName: 'companyName', exampleValue: 'Nordic Shield Distribution AS', composite: false };
const link = { variableName: 'trackingLink', exampleValue: 'https://portal.example/t/abc123', composite: true };
const logo = {
  variableName: 'companyLogo',
  exampleValue: 'https://portal.example/logo.png',
  composite: false,
  exampleType: 'image' as const,
};

/** The demo content library: attack and training messages on each channel, in two or three languages. */
export const demoContent: ContentRow[] = [
  {
    contentId: 'breach-invoice-overdue',
    channel: 'email',
    author: 'Platform content team',
    baseLanguage: 'en',
    contentName: 'Overdue invoice',
    contentNames: { en: 'Overdue invoice', no: 'Forfalt faktura', de: 'Überfällige Rechnung' },
    tags: ['breach', 'finance', 'attachment'],
    text: {
      en: {
        fromEmail: 'accounts@invoices-portal.example',
        fromName: 'Accounts Receivable',
        subject: 'Invoice 4471 is overdue',
        body: '<p>Hi {{recipientFirstName}},</p><p>Invoice 4471 for {{companyName}} is 14 days overdue. <a href="{{trackingLink}}">View the invoice</a>.</p>',
        attachedFilePath: 'content/breach-invoice-overdue/invoice-4471.pdf',
        attachedFileName: 'invoice-4471.pdf',
      },
      no: {
        fromEmail: 'regnskap@invoices-portal.example',
        fromName: 'Regnskap',
        subject: 'Faktura 4471 er forfalt',
        body: '<p>Hei {{recipientFirstName}},</p><p>Faktura 4471 for {{companyName}} er 14 dager på overtid. <a href="{{trackingLink}}">Se fakturaen</a>.</p>',
        attachedFilePath: 'content/breach-invoice-overdue/faktura-4471.pdf',
        attachedFileName: 'faktura-4471.pdf',
      },
      de: {
        fromEmail: 'buchhaltung@invoices-portal.example',
        fromName: 'Buchhaltung',
        subject: 'Rechnung 4471 ist überfällig',
        body: '<p>Hallo {{recipientFirstName}},</p><p>Rechnung 4471 für {{companyName}} ist seit 14 Tagen überfällig. <a href="{{trackingLink}}">Rechnung ansehen</a>.</p>',
        attachedFilePath: 'content/breach-invoice-overdue/rechnung-4471.pdf',
        attachedFileName: 'rechnung-4471.pdf',
      },
    },
    templateVariables: [recipient, company, link],
    createdAt: daysAgo(120),
  },
  {
    contentId: 'teach-password-reuse',
    channel: 'email',
    author: 'Platform content team',
    baseLanguage: 'en',
    contentName: 'Why reusing passwords hurts',
    contentNames: { en: 'Why reusing passwords hurts', fr: 'Pourquoi réutiliser ses mots de passe est risqué' },
    tags: ['teach', 'passwords'],
    text: {
      en: {
        fromEmail: 'training@portal.example',
        fromName: 'Security training',
        subject: 'One password, many doors',
        body: '<img src="{{companyLogo}}" alt=""><p>{{recipientFirstName}}, when one site leaks your password, every account sharing it is open.</p>',
      },
      fr: {
        fromEmail: 'formation@portal.example',
        fromName: 'Formation sécurité',
        subject: 'Un mot de passe, plusieurs portes',
        body: '<img src="{{companyLogo}}" alt=""><p>{{recipientFirstName}}, quand un site divulgue votre mot de passe, tous les comptes qui le partagent sont ouverts.</p>',
      },
    },
    templateVariables: [recipient, logo],
    createdAt: daysAgo(90),
  },
  {
    contentId: 'breach-parcel-sms',
    channel: 'sms',
    author: 'Platform content team',
    baseLanguage: 'en',
    contentName: 'Parcel held at customs',
    contentNames: { en: 'Parcel held at customs', no: 'Pakke holdt igjen i tollen', sw: 'Paket kvarhållet i tullen' },
    tags: ['breach', 'delivery'],
    text: {
      en: {
        from: 'PostTrack',
        body: 'Your parcel is held at customs. Pay the 29 NOK fee within 24 h: {{trackingLink}}',
      },
      no: {
        from: 'PostTrack',
        body: 'Pakken din er holdt igjen i tollen. Betal gebyret på 29 kr innen 24 t: {{trackingLink}}',
      },
      sw: {
        from: 'PostTrack',
        body: 'Ditt paket är kvarhållet i tullen. Betala avgiften på 29 kr inom 24 h: {{trackingLink}}',
      },
    },
    templateVariables: [link],
    createdAt: daysAgo(60),
  },
  {
    contentId: 'teach-mfa-fatigue-sms',
    channel: 'sms',
    author: 'Platform content team',
    baseLanguage: 'de',
    contentName: 'Unerwartete Anmeldeanfragen',
    contentNames: { de: 'Unerwartete Anmeldeanfragen', en: 'Unexpected sign-in prompts' },
    tags: ['teach', 'mfa'],
    text: {
      de: {
        from: '+4915112345678',
        body: 'Hallo {{recipientFirstName}}: Bestätigen Sie nie eine Anmeldung, die Sie nicht selbst gestartet haben.',
      },
      en: {
        from: '+4915112345678',
        body: 'Hi {{recipientFirstName}}: never approve a sign-in you did not start yourself.',
      },
    },
    templateVariables: [recipient],
    createdAt: daysAgo(30),
  },
  {
    contentId: 'breach-teams-file-share',
    channel: 'teams',
    author: 'Platform content team',
    baseLanguage: 'en',
    contentName: 'Shared salary sheet',
    contentNames: { en: 'Shared salary sheet', nl: 'Gedeeld salarisoverzicht', es: 'Hoja de salarios compartida' },
    tags: ['breach', 'teams', 'hr'],
    text: {
      en: { body: 'HR shared "Salaries 2026.xlsx" with you. Open it before Friday: {{trackingLink}}' },
      nl: { body: 'HR heeft "Salarissen 2026.xlsx" met je gedeeld. Open het voor vrijdag: {{trackingLink}}' },
      es: { body: 'RR. HH. ha compartido "Salarios 2026.xlsx" contigo. Ábrelo antes del viernes: {{trackingLink}}' },
    },
    templateVariables: [link],
    createdAt: daysAgo(20),
  },
  {
    contentId: 'teach-teams-report-phishing',
    channel: 'teams',
    author: 'Platform content team',
    baseLanguage: 'en',
    contentName: 'How to report a suspicious message',
    contentNames: { en: 'How to report a suspicious message', pl: 'Jak zgłosić podejrzaną wiadomość' },
    tags: ['teach', 'reporting'],
    text: {
      en: {
        body: 'Spotted something odd, {{recipientFirstName}}? Use the Report button: {{companyName}} security looks at every report.',
      },
      pl: {
        body: 'Coś wygląda podejrzanie, {{recipientFirstName}}? Użyj przycisku Zgłoś: zespół bezpieczeństwa {{companyName}} sprawdza każde zgłoszenie.',
      },
    },
    templateVariables: [recipient, company],
    createdAt: daysAgo(10),
  },
];

export async function seedContent(db: Db): Promise<void> {
  await db.insert(messageContents).values(demoContent);
}
