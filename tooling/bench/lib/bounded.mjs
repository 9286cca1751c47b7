// Preloaded (node --import) into every server the bench starts: the server stops itself at its
// deadline, or as soon as the bench that started it is gone, whatever happens to the bench.
const deadline = Number(process.env.BENCH_DEADLINE_MS);
if (Number.isFinite(deadline) && deadline > 0) {
  setTimeout(() => {
    console.error(JSON.stringify({ level: 'warn', msg: 'bench server reached its deadline' }));
    process.exit(0);
  }, deadline).unref();
}
if (process.send) process.on('disconnect', () => process.exit(0));
