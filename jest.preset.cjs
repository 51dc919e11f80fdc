/**
 * Shared Jest set-up: @swc/jest with legacy decorators and decorator metadata (type-graphql needs
 * the metadata; esbuild-based transformers drop it). Two projects per package: `unit` (*.test.ts,
 * no I/O) and `integration` (*.integration-test.ts, a real database per test file).
 */
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic', importSource: '@emotion/react' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const root = __dirname;
const moduleNameMapper = {
  '^@cadence/commerce/(.*)$': path.join(root, 'commerce/src/$1'),
  '^@cadence/server-kit/(.*)$': path.join(root, 'server-kit/src/$1'),
};

function projects(dir, extra = {}) {
  return [
    {
      displayName: 'unit',
      rootDir: dir,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      ...extra,
    },
    {
      displayName: 'integration',
      rootDir: dir,
      testMatch: ['<rootDir>/src/**/*.integration-test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      ...extra,
      setupFilesAfterEnv: [path.join(root, 'jest.integration-setup.cjs'), ...(extra.setupFilesAfterEnv ?? [])],
    },
  ];
}

module.exports = { swc, projects, moduleNameMapper };
