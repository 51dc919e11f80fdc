const { projects } = require('../jest.preset.cjs');
module.exports = { projects: projects(__dirname, { testEnvironment: 'node' }) };
