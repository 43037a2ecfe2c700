import type { ReactNode } from 'react';
import { Text } from '../../src';

/**
 * A guide's table of calls and what each returned, computed as the page renders. Strings are shown
 * as they are unless `json`, where every result (strings in quotes) is shown as JSON.
 */
export function CallTable({
  caption,
  rows,
  json = false,
}: {
  caption: ReactNode;
  rows: [string, unknown][];
  json?: boolean;
}) {
  return (
    <table>
      <caption style={{ textAlign: 'start' }}>
        <Text weight="semibold">{caption}</Text>
      </caption>
      <thead>
        <tr>
          <th scope="col">call</th>
          <th scope="col">result</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([call, result]) => (
          <tr key={call}>
            <td>
              <code>{call}</code>
            </td>
            <td>
              <code>{typeof result === 'string' && !json ? result : JSON.stringify(result)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
