import { ValueTransformer } from 'typeorm';

/** Maps a Postgres bigint (returned by pg as a string) to a JS number; epoch seconds and byte counts fit. */
export const bigintToNumber: ValueTransformer = {
  to: (value?: number | null) => value,
  from: (value?: string | null) => (value == null ? null : Number(value)),
};
