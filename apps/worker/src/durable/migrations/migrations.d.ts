// Types for drizzle-kit's generated migrations.js (the durable-sqlite migrator's input).
declare const migrations: {
  journal: { entries: { idx: number; when: number; tag: string; breakpoints: boolean }[] };
  migrations: Record<string, string>;
};
export default migrations;
