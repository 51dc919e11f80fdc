const { projects } = require('../jest.preset.cjs');
module.exports = { projects: projects(__dirname, { setupFiles: ['reflect-metadata'] }) };
