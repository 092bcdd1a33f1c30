// Deep recursion works because --stack-size follows the problem's stack limit.
const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
const depth = (n) => (n === 0 ? 0 : depth(n - 1) + 1);
process.stdout.write(`${a + b + BigInt(depth(200000)) - 200000n}\n`);
