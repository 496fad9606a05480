// The seller every built-in invoice names: its details from the environment and from staff.
export { completeSeller, missingSellerMessage, readSellerDetails } from './seller-details.ts';
export { readSellerConfig, sellerEnvironmentVariables } from '../../../config/seller.ts';
export { registerSellerRoutes } from './routes.ts';
export { mod97 } from '../../../config/seller-checks.ts';
