import type { PlatformUser } from '@portal/contracts';
import { statement } from '../../../db/statement.ts';

/** A user as the API shows it (§3 platform user), read from alias `u`; timestamps already ISO text. */
export const platformUserColumns = `
  u.cybr_id as "cybrId", u.email, u.full_name as "fullName", u.job_title as "jobTitle", u.language_code as "languageCode",
  u.phone_number as "phoneNumber", u.labels, u.processed_labels as "processedLabels", u.status, u.user_role as "userRole",
  u.permission_roles as "permissionRoles", u.profile_photo as "profilePhoto",
  u.security_awareness_license as "securityAwarenessLicense", u.insider_threat_detection_license as "insiderThreatDetectionLicense",
  iso_utc(u.latest_contact) as "latestContact", iso_utc(u.latest_alert) as "latestAlert"`;

export { adminRoles } from '../organizations/access.ts';

export const organizationAdminsStatement = statement<PlatformUser>(
  'organization_admins',
  `select ${platformUserColumns} from users u
   where u.cybr_org_id = $1 and u.user_role = any($2::text[])
   order by u.full_name, u.cybr_id`,
);
