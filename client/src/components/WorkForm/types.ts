import type { WorkFieldsQuery } from '../../gql/graphql';

export type WorkField = WorkFieldsQuery['workFields'][number];
export type ColumnField = NonNullable<WorkField['columns']>[number];
export type Row = Record<string, string>;
export type FormValue = string | Row[];
export type FormValues = Record<string, FormValue>;
export type FieldErrors = Record<string, string>;
