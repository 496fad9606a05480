/** A file's size the way the page's language writes it: kB below a megabyte, MB above. */
export function fileSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
