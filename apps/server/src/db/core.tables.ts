/**
 * The platform's own tables, read by core/ (tenancy, sessions) and by no module. Every module
 * declares its tables beside its code (`modules/<name>/<name>.tables.ts`); schema.ts composes them.
 */

export interface SiteTable {
  id: number;
  name: string;
  status_id: number;
  gmt_create: number;
  gmt_modified: number;
}

export interface SiteDomainTable {
  id: number;
  site_id: number;
  domain: string;
  gmt_create: number;
}

export interface SessionTable {
  id: number;
  site_id: number;
  token_hash: string;
  /** 'user' or 'operator' */
  subject_kind: string;
  subject_id: number;
  client_type: number;
  expires_at: number;
  revoked_at: number | null;
  /** 'exit' (signed out) or 'replaced' (signed in elsewhere) */
  revoke_reason: string | null;
  gmt_create: number;
}

export interface CoreTables {
  site: SiteTable;
  site_domain: SiteDomainTable;
  session: SessionTable;
}
