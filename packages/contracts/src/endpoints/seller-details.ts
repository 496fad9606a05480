import { endpoint } from './endpoint.ts';
import { sellerDetailsUpdateSchema, sellerDetailsViewSchema } from '../entities/seller-details.ts';

// Not in the spec (§7): the seller's details the built-in invoices print
// (docs/decisions/0002-seller-details-from-configuration.md).
export const sellerDetails = endpoint({
  method: 'GET',
  path: '/api/v1/platform/seller-details',
  response: sellerDetailsViewSchema,
  summary:
    "Platform staff: the seller's details invoices are issued with, where each comes from, and which are missing",
});

export const updateSellerDetails = endpoint({
  method: 'PUT',
  path: '/api/v1/platform/seller-details',
  body: sellerDetailsUpdateSchema,
  response: sellerDetailsViewSchema,
  summary: "Platform staff: sets the seller's details the server's environment does not set",
});
