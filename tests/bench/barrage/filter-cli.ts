import { runFilterBench } from './filter-bench';
console.log(JSON.stringify(runFilterBench({ comments: Number(process.argv[2] ?? 1_000_000), baselineComments: Number(process.argv[3] ?? 2000) }), null, 2));
