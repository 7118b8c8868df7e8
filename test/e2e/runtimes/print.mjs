// Runs articleWorker.ts as a server-side script (Bun, Deno, Node) and prints what it answers:
// the module workerd runs as a Worker, called the way a Worker runtime calls it, with the
// `CDS_API_KEY` binding taken from the environment.
const { default: worker } = await import('./articleWorker.ts');
const env = { CDS_API_KEY: process.env.CDS_API_KEY ?? '' };
const response = await worker.fetch(new Request('http://localhost/articles/packing-for-rain'), env);
if (!response.ok) throw new Error(`articleWorker.ts answered ${response.status}`);
console.log(await response.text());
