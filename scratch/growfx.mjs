import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, cpSync } from 'node:fs';
import { join } from 'node:path';
const D = process.env.D; const BIN = `${D}/../bin/chancery.js`;
const { decide } = await import(`${D}/src/game/session.js`);
const TEN = ['Alice','Bob','Carol','Dmitri','Eve','Frank','Gina','Hugo','Ivy','Jon'];
const cwd = process.env.OUT; rmSync(cwd,{recursive:true,force:true}); mkdirSync(join(cwd,'games'),{recursive:true});
const cli = (a) => { const r = spawnSync(process.execPath, [BIN, ...a], { cwd, encoding: 'utf8' }); if (r.status) throw new Error(r.stderr); };
for (const [id, changes] of [['short',0],['long',110]]) {
  cli(['new', id, '--players', ...TEN, '--seed', 'cd'.repeat(32)]); cli(['nominate', id, '2']);
  const path = join(cwd, 'games', `${id}.yaml`);
  for (let round = 0; round < changes; round++) await decide(path, new Date(), () => ({ decide: TEN.slice(0, 9).map((_, seat) => ({ type: 'vote-cast', seat, vote: round % 2 ? 'ja' : 'nein' })), result: null }));
  cli(['vote', id, '--override', ...TEN.map((_, i) => `${i + 1}=nein`)]); cli(['status', id]);
}
console.log('ok');
