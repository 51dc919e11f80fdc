import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The one codegen pipeline: typed documents for the web app from the composed API schema
 * (schema/api.graphql, emitted by the gateway) and the `.graphql` operation files next to each
 * feature. Output in web/src/graphql is generated; CI fails when regenerating changes it.
 */
const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true },
        scalars: {},
      },
    },
  },
  // Each document also as a module of its own (web/src/graphql/documents), so a page ships only the
  // documents it uses: scripts/codegen-documents.mjs says why.
  hooks: { afterAllFileWrite: ['node scripts/codegen-documents.mjs'] },
};

export default config;
