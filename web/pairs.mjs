// `eight pairs` in Node.js through eight.wasm: reads the Eight II format on
// standard input, writes what `eight pairs` writes, exits with its status.
// It imports the package by its own name, as a user would.
//
//   node web/pairs.mjs < input

import { pairs } from 'eight-solver';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { output, errors, status } = pairs(Buffer.concat(chunks));
process.stdout.write(output);
process.stderr.write(errors);
process.exitCode = status;
