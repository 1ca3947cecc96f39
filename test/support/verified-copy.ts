// The verified copy of a log as its JSON lines make it (src/log/snapshot.ts, docs/log-format.md):
// the first line is the whole copy; `{"add", "lines", "sha256", "end", "state"?, "privateSha256"?, "privateEnds"?, "made"?, "privateMade"?}`
// appends records and keys it by the new chained hash, whose last piece ends at `end` (dropping `made`, `privateMade`, `state` and
// `privateSha256` unless it gives them anew); `{"made", "privateMade"?}` re-keys it. Read here on its own, from that description, for the tests to look inside.
import { readFileSync } from 'node:fs';

export function readCopy(path: string): Record<string, any> {
  const [first, ...changes] = readFileSync(path, 'utf8').split('\n');
  const copy = JSON.parse(first);
  for (const line of changes) {
    if (!line) continue;
    const change = JSON.parse(line);
    delete copy.made;
    delete copy.privateMade;
    if ('add' in change) {
      delete copy.state;
      delete copy.privateSha256;
      delete copy.privateEnds;
      copy.sha256 = change.sha256;
      copy.ends = [...copy.ends, change.end];
      copy.log.events.push(...change.add);
      copy.log.lines.push(...change.lines);
      if (change.state) copy.state = change.state;
      if (change.privateSha256) Object.assign(copy, { privateSha256: change.privateSha256, privateEnds: change.privateEnds });
      if (change.made) copy.made = change.made;
      if (change.privateMade) copy.privateMade = change.privateMade;
    } else {
      copy.made = change.made;
      if (change.privateMade) copy.privateMade = change.privateMade;
    }
  }
  return copy;
}
