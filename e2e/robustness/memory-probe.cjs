// Preloaded into the gateway and the web app by the robustness tier only (NODE_OPTIONS --require):
// on SIGUSR2 it runs a full garbage collection and prints the heap in use, so the tier compares
// what is really retained before and after the fuzz rather than garbage V8 has not collected yet.
const v8 = require('node:v8');
const vm = require('node:vm');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

process.on('SIGUSR2', () => {
  gc();
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  console.log(`[memory-probe] ${JSON.stringify({ heapUsed, rss })}`);
});
