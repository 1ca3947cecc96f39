const D=process.env.D||'/work/wt/exp/dist'; globalThis.__fs = await import('node:fs');
const { ImapFlow } = await import('imapflow');
const { syncOnce } = await import(D+'/src/game/sync.js');
const { openTransport } = await import(D+'/src/mail/transport.js');
const { gameMailDir, loadMailConfig } = await import(D+'/src/mail/config.js');
const { IMAP_PORT, waitFor } = await import(D+'/test/support/mail.js');
const { accountsFor, closeGame, votingGame, waitForMail } = await import(D+'/test/support/mail-game.js');
const rounds=+(process.env.R||3); const accounts=accountsFor(rounds);
let marks=[]; globalThis.__mark=(n)=>marks.push([n,performance.now()]);
const all=[];
for(let round=0;round<rounds;round++){
  const game = await votingGame(accounts[round], `sb${Date.now()}${round}`);
  try {
    const voters = game.players.slice(0, 4);
    const requests = await Promise.all(voters.map((p) => waitForMail(p, /\] Vote:/)));
    await Promise.all(voters.map(async (p, i) => { for (let n = 0; n < 125; n++) await p.replyTo(requests[i], n % 2 ? 'nein' : 'Ja!'); }));
    const m = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, auth: { user: game.moderator.address, pass: game.moderator.password }, logger: false });
    await m.connect(); await waitFor('500', async () => ((await m.status('INBOX', { messages: true }))).messages >= 500, 60000); await m.logout();
    if (process.env.PROF) { const insp = await import('node:inspector'); globalThis.__s = new insp.Session(); __s.connect(); await new Promise(r=>__s.post('Profiler.enable',()=>__s.post('Profiler.setSamplingInterval',{interval:100},()=>__s.post('Profiler.start',r)))); }
    marks=[]; const t0=performance.now(); marks.push(['start',t0]);
    const transport = await openTransport(loadMailConfig(game.path, process.env), gameMailDir(game.path), process.env);
    marks.push(['transport',performance.now()]);
    const report = await syncOnce({ now: () => new Date(), env: process.env, cwd: process.cwd(), interactive: false }, game.path, transport);
    marks.push(['syncOnce',performance.now()]);
    await transport.close(); marks.push(['closed',performance.now()]);
    if (process.env.PROF) { await new Promise(r=>__s.post('Profiler.stop',(e,{profile})=>{ globalThis.__fs.writeFileSync(`/tmp/fx/sync-${round}.cpuprofile`, JSON.stringify(profile)); r();})); }
    console.log('round',round, 'applied', report.items.filter(i=>i.outcome==='applied').length);
    let prev=t0; console.log(marks.map(([n,t])=>{const s=`${n} ${(t-prev).toFixed(1)}`; prev=t; return s;}).join(' | '), ' total', (performance.now()-t0).toFixed(1));
  } finally { await closeGame(game); }
}
function require_fs(){ return globalThis.__fs; }
globalThis.__fs = await import('node:fs');
