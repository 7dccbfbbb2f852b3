// A chart's values as a visible table (issue 21: sighted keyboard users get the numbers too).
/** The chart's values as a table for everyone (sighted keyboard users too), folded under '표로 보기'. */
export function ValuesTable({ caption, headers, rows, empty }: { caption: string; headers: [string, string]; rows: string[][]; empty: string }) {
  return (
    <details className="mt-2 small" data-testid="chart-table">
      <summary>표로 보기</summary>
      {rows.length === 0 ? (
        <p className="mb-0 mt-1 text-body-secondary">{empty}</p>
      ) : (
        <table className="table table-sm mb-0 mt-1">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{headers[0]}</th>
              <th scope="col">{headers[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r[0]}>
                <th scope="row" className="fw-normal">
                  {r[0]}
                </th>
                <td>{r[1]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
