import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types generated from the hand-written SDL (schema-first): resolver types of both endpoints for
 * the server, and the dashboard's operation types (internal endpoint) for the web app. `pnpm codegen`; CI fails when the output is stale.
 */
const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  generates: {
    'server/src/generated/graphql.ts': {
      schema: 'schema/graphql/public.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: { useTypeImports: true, enumsAsTypes: true, avoidOptionals: false, maybeValue: 'T | null | undefined' },
    },
    'server/src/generated/internal.ts': {
      schema: ['schema/graphql/internal.graphql', 'schema/graphql/internal-comics.graphql'],
      plugins: ['typescript', 'typescript-resolvers'],
      config: { useTypeImports: true, enumsAsTypes: true, avoidOptionals: false, maybeValue: 'T | null | undefined' },
    },
    'web/src/generated/graphql.ts': {
      schema: ['schema/graphql/internal.graphql', 'schema/graphql/internal-comics.graphql'],
      documents: 'web/src/**/*.graphql',
      // typescript-operations 6 emits the schema types the operations use (enums included) by
      // itself; adding the `typescript` plugin would declare those enums twice.
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
