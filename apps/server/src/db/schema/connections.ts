// Tables of this domain are added here; db/schema.ts re-exports them for drizzle-kit.
export {};
