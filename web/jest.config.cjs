const path = require('node:path');
const { swc } = require('../jest.preset.cjs');

module.exports = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/pages/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFiles: ['<rootDir>/src/shared/apollo/query-watch.jest-setup.ts', '<rootDir>/src/shared/config/public-env.jest-setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    // server/*.cjs require the kit; under Jest its sources, as for the other packages (jest.preset.cjs).
    '^@cadence/server-kit/(.*)$': path.join(__dirname, '../server-kit/src/$1'),
  },
};
