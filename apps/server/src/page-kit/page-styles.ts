// Style sheets the /platform pages share; each page adds its own rules after them.

/** A readable column of system text, centred: the body of the staff's pages. */
export const textColumn = (maxWidth: string) =>
  `body{font-family:system-ui,sans-serif;max-width:${maxWidth};margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}`;

/** Tables of ruled, left-aligned rows. */
export const ruledTable =
  'table{border-collapse:collapse;margin-top:1rem}th,td{text-align:left;padding:.4rem .8rem;border-bottom:1px solid #dee2e6}';

/** Form controls in the page's own type. */
export const formControls = 'input,select,textarea,button{font:inherit;padding:.3rem .6rem}';

/** A ring that shows where the keyboard is, on the listed elements (say 'button,input'). */
export const focusRing = (elements: string) =>
  `${elements
    .split(',')
    .map((element) => `${element}:focus-visible`)
    .join(',')}{outline:3px solid #1c4ed8;outline-offset:2px}`;

/** Refusals in red, a field that is wrong framed in red, hints in grey. */
export const formMessages =
  '[role=alert]{color:#a51111}[aria-invalid=true]{border:2px solid #a51111}.hint{color:#495057;font-size:.9rem;margin:0}';

/** Text for screen readers only. */
export const visuallyHidden =
  '.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}';
