import { pendingCustomerRequestSchema } from '@portal/contracts';

// The import reads its columns by these header names, in any order (the contract's field names).
export const templateHeader = Object.keys(pendingCustomerRequestSchema.shape).join(',');

/** The template as a link target: built here, so it always names the columns the contract has. */
export const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`${templateHeader}\r\n`)}`;

export const templateFileName = 'customers-template.csv';
