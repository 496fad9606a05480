import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LanguageCode, ResourceKind } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { resources, users } from '../db/schema.ts';
import { unicodePdf } from '../documents/unicode-pdf.ts';

interface DemoResource {
  title: string;
  description: string;
  language: LanguageCode;
  kind: ResourceKind;
  fileName: string;
  points: string[];
  daysAgo: number;
}

// Real material in several languages and kinds, so the library's search and filters have
// something to find; each file is a small PDF written here.
const library: DemoResource[] = [
  {
    title: 'Partner sales playbook',
    description: 'How to position security-awareness training and insider-threat detection with a new customer.',
    language: 'en',
    kind: 'sales',
    fileName: 'partner-sales-playbook.pdf',
    daysAgo: 3,
    points: [
      'Find the person who owns security risk',
      'Start a 30-day trial with breach simulations',
      'Show the first month’s report',
      'Propose the itd+sat bundle',
    ],
  },
  {
    title: 'Customer onboarding checklist',
    description: 'Every step from a signed order to the first simulated attack.',
    language: 'en',
    kind: 'onboarding',
    fileName: 'customer-onboarding-checklist.pdf',
    daysAgo: 10,
    points: [
      'Connect Microsoft Entra ID',
      'Sync users and departments',
      'Set the licence cap',
      'Schedule the first breach campaign',
    ],
  },
  {
    title: 'Insider-threat detection: data sources',
    description: 'Which data sources the detection models read, and how to connect them.',
    language: 'en',
    kind: 'technical',
    fileName: 'itd-data-sources.pdf',
    daysAgo: 40,
    points: [
      'GitHub audit log',
      'Cloud storage buckets and their service accounts',
      'The four models: download quantity, sensitive downloads, time of use, e-mail leakage',
    ],
  },
  {
    title: 'Salgsguide for partnere',
    description: 'Slik presenterer du sikkerhetsopplæring og innsidetrusler for norske kunder.',
    language: 'no',
    kind: 'sales',
    fileName: 'salgsguide-partnere.pdf',
    daysAgo: 5,
    points: [
      'Finn den som eier sikkerhetsrisikoen',
      'Start en prøveperiode på 30 dager',
      'Vis den første månedsrapporten',
    ],
  },
  {
    title: 'Onboarding-Leitfaden für Kunden',
    description: 'Vom unterschriebenen Auftrag bis zur ersten simulierten Phishing-Kampagne.',
    language: 'de',
    kind: 'onboarding',
    fileName: 'onboarding-leitfaden.pdf',
    daysAgo: 14,
    points: ['Microsoft Entra ID verbinden', 'Benutzer und Abteilungen synchronisieren', 'Lizenzobergrenze festlegen'],
  },
  {
    title: 'Kampanjmaterial: phishingmånaden',
    description: 'Affischer och e-posttexter för en månad med fokus på nätfiske.',
    language: 'sw',
    kind: 'marketing',
    fileName: 'kampanjmaterial-phishing.pdf',
    daysAgo: 21,
    points: ['Affisch för fikarummet', 'Tre e-postutskick', 'Frågesport för avdelningarna'],
  },
  {
    title: 'Guide technique : synchronisation Microsoft Entra ID',
    description: 'Configurer la synchronisation des utilisateurs et des groupes.',
    language: 'fr',
    kind: 'technical',
    fileName: 'guide-synchronisation-entra-id.pdf',
    daysAgo: 30,
    points: ['Autoriser l’application', 'Choisir les groupes à synchroniser', 'Vérifier l’état de la synchronisation'],
  },
  {
    title: 'Przewodnik sprzedaży dla partnerów',
    description: 'Jak przedstawić szkolenia z cyberbezpieczeństwa nowemu klientowi.',
    language: 'pl',
    kind: 'sales',
    fileName: 'przewodnik-sprzedazy.pdf',
    daysAgo: 60,
    points: [
      'Znajdź osobę odpowiedzialną za bezpieczeństwo',
      'Zaproponuj 30-dniowy okres próbny',
      'Pokaż pierwszy raport miesięczny',
    ],
  },
  {
    title: 'Guía de incorporación de clientes',
    description: 'Los pasos desde el pedido firmado hasta la primera simulación.',
    language: 'es',
    kind: 'onboarding',
    fileName: 'guia-incorporacion.pdf',
    daysAgo: 75,
    points: ['Conectar Microsoft Entra ID', 'Sincronizar usuarios', 'Programar la primera campaña'],
  },
];

async function pdfOf(resource: DemoResource, created: Date): Promise<Buffer> {
  const { doc, done } = await unicodePdf({ margin: 60, info: { Title: resource.title, CreationDate: created } });
  doc.font('bold').fontSize(22).text(resource.title);
  doc.moveDown().font('regular').fontSize(12).text(resource.description);
  doc.moveDown();
  for (const point of resource.points) doc.text(`•  ${point}`, { indent: 10 });
  doc.end();
  return done;
}

// Writing the nine PDFs takes about a second; a process that seeds many databases (the tests) writes
// them once.
let demoFiles: Promise<Buffer[]> | undefined;

/** The resource library's demo files, added by the platform's staff member. */
export async function seedResources(db: Db): Promise<void> {
  const [staff] = await db
    .select({ cybrId: users.cybrId })
    .from(users)
    .where(eq(users.userRole, 'SuperAdmin'))
    .limit(1);
  const createdOf = (resource: DemoResource) => new Date(Date.now() - resource.daysAgo * 86_400_000);
  demoFiles ??= Promise.all(library.map((resource) => pdfOf(resource, createdOf(resource))));
  const files = await demoFiles;
  const rows = await Promise.all(
    library.map(async (resource, index) => {
      const created = createdOf(resource);
      const content = files[index]!;
      return {
        resourceId: randomUUID(),
        title: resource.title,
        description: resource.description,
        language: resource.language,
        kind: resource.kind,
        fileName: resource.fileName,
        contentType: 'application/pdf',
        size: content.byteLength,
        checksum: createHash('sha256').update(content).digest('hex'),
        content,
        createdBy: staff?.cybrId ?? null,
        createdAt: created.toISOString(),
      };
    }),
  );
  await db.insert(resources).values(rows);
}
