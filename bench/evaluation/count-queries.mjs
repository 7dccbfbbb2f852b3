// Preload for bench/evaluation (BENCH_QUERIES=1): counts the SQL statements the server sends to its
// embedded PGlite database. On SIGUSR2 it prints the counts since the last signal (then resets), so the
// bench can report statements per submission for the submission phase only.
import { PGlite } from '@electric-sql/pglite';

const counts = new Map();
let total = 0;
const note = (sql) => {
  total += 1;
  const key = String(sql).replace(/\s+/g, ' ').slice(0, 120);
  counts.set(key, (counts.get(key) ?? 0) + 1);
};
const { query, exec, transaction } = PGlite.prototype;
PGlite.prototype.query = function (sql, ...rest) {
  note(sql);
  return query.call(this, sql, ...rest);
};
PGlite.prototype.exec = function (sql, ...rest) {
  note(sql);
  return exec.call(this, sql, ...rest);
};
PGlite.prototype.transaction = function (fn) {
  note('BEGIN … COMMIT');
  return transaction.call(this, (tx) =>
    fn(
      new Proxy(tx, {
        get(target, key) {
          const value = target[key];
          if (key === 'query' || key === 'exec') return (sql, ...rest) => (note(`  in transaction: ${sql}`), value(sql, ...rest));
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    ),
  );
};
process.on('SIGUSR2', () => {
  const lines = [`QUERIES ${total}`, ...[...counts].sort((a, b) => b[1] - a[1]).map(([sql, n]) => `QUERIES ${n} × ${sql}`)];
  process.stderr.write(`${lines.join('\n')}\n`);
  counts.clear();
  total = 0;
});
