import { runBarrageBench } from '../barrage';
const out = await runBarrageBench({ quick: process.env.BENCH_QUICK === '1' });
console.log(JSON.stringify(out, null, 2));
