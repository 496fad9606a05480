// Word lists for plausible organisation and person names; a seeded generator picks from them.
export const orgPrefixes = [
  'Nordlys', 'Fjord', 'Baltic', 'Alpine', 'Harbour', 'Granite', 'Meridian', 'Silverline', 'Oak', 'Lumen',
  'Cobalt', 'Aurora', 'Summit', 'Riverside', 'Beacon', 'Crescent', 'Evergreen', 'Falcon', 'Helios', 'Juniper',
  'Kestrel', 'Lighthouse', 'Maple', 'Northwind', 'Orchid', 'Pinnacle', 'Quarry', 'Redwood', 'Sterling', 'Tidewater',
  'Vantage', 'Westbrook', 'Zenith', 'Birch', 'Copper', 'Delta', 'Ember', 'Glacier', 'Ivory', 'Linden',
];
export const orgNouns = [
  'Logistics', 'Dental', 'Engineering', 'Accounting', 'Legal', 'Architects', 'Healthcare', 'Foods', 'Energy', 'Retail',
  'Consulting', 'Insurance', 'Shipping', 'Pharma', 'Media', 'Construction', 'Telecom', 'Hotels', 'Capital', 'Robotics',
];
export const orgSuffixes: Record<string, string[]> = {
  NO: ['AS', 'ASA'], SE: ['AB'], DK: ['ApS', 'A/S'], FI: ['Oy'], DE: ['GmbH', 'AG'], AT: ['GmbH'], NL: ['B.V.'],
  FR: ['SAS', 'SARL'], ES: ['S.L.'], IT: ['S.r.l.'], PL: ['Sp. z o.o.'], GB: ['Ltd', 'plc'], IE: ['Ltd'],
  US: ['Inc.', 'LLC'], CA: ['Inc.'], AU: ['Pty Ltd'], NZ: ['Ltd'], ZA: ['(Pty) Ltd'], BE: ['BV'], CH: ['AG'],
};
export const firstNames = [
  'Ingrid', 'Lars', 'Sofia', 'Mateo', 'Emma', 'Noah', 'Freja', 'Oliver', 'Aino', 'Lukas', 'Chloé', 'Giulia',
  'Jan', 'Zofia', 'Daan', 'Maja', 'Liam', 'Olivia', 'Henrik', 'Sara', 'Pedro', 'Léa', 'Marco', 'Anna',
];
export const lastNames = [
  'Hansen', 'Johansson', 'Nielsen', 'Virtanen', 'Müller', 'Garcia', 'Rossi', 'Kowalski', 'de Vries', 'Dubois',
  'Smith', 'Brown', 'Olsen', 'Lindqvist', 'Jensen', 'Korhonen', 'Schmidt', 'Fernández', 'Bianchi', 'Nowak',
];
export const jobTitles = ['IT Manager', 'Security Officer', 'Office Manager', 'CFO', 'Engineer', 'Sales Lead', 'HR Partner'];

/** A small deterministic generator (mulberry32): the same seed gives the same demo every time. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}
