// `status --as` tells the moderator a seat's role and party (RULES.md: "Each player learns their
// role and party"). The Russian line names the party as the theme does («команда: Подрывники»);
// the English one said only the card's lower-case word ("party subversive"). Given English games of
// each theme, the line names the party by its theme's name, as the Russian one does.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runOk, scratch } from '../support/cli.js';

const EN = ['Ann', 'Igor', 'Vera', 'Dmitri', 'Maria'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** The player dealt each role, read from the log's deal. */
function dealt(cwd: string, id: string): Record<string, string> {
  const roles = /roles: \[ ([^\]]+) \]/.exec(readFileSync(join(cwd, 'games', `${id}.yaml`), 'utf8'))![1].split(', ');
  return { hitler: EN[roles.indexOf('hitler')], fascist: EN[roles.indexOf('fascist')], liberal: EN[roles.indexOf('liberal')] };
}

test('given English games of the three themes, status --as names the seat\'s party by the theme\'s name for it', () => {
  const cwd = scratch('chancery-status-as-party-');
  // RULES.md: Liberal (Loyalist, Cat), Fascist (Subversive, Rat), Hitler (the Secret Russian, the Service Rat).
  const parties = {
    sh: { liberal: 'Liberals', fascist: 'Fascists' },
    sr: { liberal: 'Loyalists', fascist: 'Subversives' },
    rat: { liberal: 'Cats', fascist: 'Rats' },
  };
  const themes = { sh: 'secret-hitler', sr: 'secret-russian', rat: 'service-rat' };
  for (const [id, theme] of Object.entries(themes)) {
    runOk(['new', id, '--theme', theme, '--players', ...EN, '--seed', 'ab'.repeat(32)], { cwd, env });
    const who = dealt(cwd, id);
    const party = parties[id as keyof typeof parties];
    const line = (name: string) => new RegExp(`^As ${name}: .+$`, 'm').exec(runOk(['status', id, '--as', name], { cwd, env }))?.[0];
    assert.match(line(who.hitler)!, new RegExp(`\\(party: ${party.fascist}\\)$`), `${id}: Hitler's seat`);
    assert.match(line(who.fascist)!, new RegExp(`\\(party: ${party.fascist}\\)$`), `${id}: a fascist's seat`);
    assert.match(line(who.liberal)!, new RegExp(`\\(party: ${party.liberal}\\)$`), `${id}: a liberal's seat`);
  }
});

test.run();
