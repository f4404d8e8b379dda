import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types generated from the hand-written SDL (schema-first): resolver types for the server, schema
 * and operation types for the web app. `pnpm codegen`; CI fails when the output is stale.
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
    'web/src/generated/graphql.ts': {
      schema: 'schema/graphql/public.graphql',
      documents: 'web/src/**/*.graphql',
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
