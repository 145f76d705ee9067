/** Column types shared by every module's tables (server/modules/<m>/tables.ts). */
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** bigint columns: written as numbers, read back as strings by the PostgreSQL driver (Number() them). */
export type Bigint = ColumnType<string | number, number, number>;
