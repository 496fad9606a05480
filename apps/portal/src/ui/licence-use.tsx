import { useTranslation } from 'react-i18next';
import {
  findLicense,
  isUnlimitedCap,
  licenseCap,
  totalInUse,
  type Organization,
  type ProductType,
} from '@portal/contracts';

export const productTypes: readonly ProductType[] = ['standard', 'insider-threat-detection'];

/** "in use / cap" for one product (§3): 'Unlimited' for a cap of 0, '—' without a licence. */
export function LicenceUse({ org, productType }: { org: Pick<Organization, 'licenses'>; productType: ProductType }) {
  const { t } = useTranslation();
  const licence = findLicense(org.licenses, productType);
  const used = totalInUse(licence);
  if (used === null) return <span aria-label={t('customers.noLicence')}>—</span>;
  const cap = licenseCap(licence);
  const capText = cap === null ? t('customers.noCap') : isUnlimitedCap(cap) ? t('customers.unlimitedCap') : String(cap);
  return <>{`${used} / ${capText}`}</>;
}

/** The short product names the portal shows (§1: sat, itd). */
export function productCode(productType: ProductType): 'SAT' | 'ITD' {
  return productType === 'standard' ? 'SAT' : 'ITD';
}
