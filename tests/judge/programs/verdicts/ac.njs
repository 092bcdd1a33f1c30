const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
process.stdout.write(`${a + b}\n`);
