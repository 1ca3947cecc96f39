// The replay page: one self-contained HTML file built from a public record. The timeline of every
// government, the board after each, the vote matrix and the roles are plain HTML (readable with
// scripts off); the script only steps through the timeline and verifies the record in the browser.
import { governmentIs } from '../render/posts.js';
import { gzipSync } from 'node:zlib';
import { readYamlText } from '../input/yaml.js';
import { fascistSlotSources, holderAt, publicView, type PublicView, type State } from '../engine/index.js';
import { parseLog } from '../log/file.js';
import { replayLog } from '../log/replay.js';
import { historyOf, type HistoryResult } from '../commands/history.js';
import { loadVocabulary, lookup, paletteOf, roleWord, type Palette } from '../render/vocab.js';
import { PAGE_SCRIPT } from './page-script.js';
import { gameGenders, nameGrammar, type Gender } from '../render/names.js';
import { fill, themedPageWords, type PageWords } from './words.js';

/** One step of the timeline: the board as `status --at <seq>` shows it. */
export interface PageStep { step: number; seq: number; government: number | null }

export interface ReplayPage { html: string; steps: PageStep[] }

const esc = (s: string | number) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON inside a <script> element: `<` escaped so no text of the record can close the element. The
 * record itself goes in gzipped (base64): hashes and commitments make most of a 10-player game's
 * weight, and the browser unzips it with DecompressionStream before checking it.
 */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/**
 * Builds the page from the text of a public record. The record is not checked here (a page built
 * from a tampered record must say so itself); it only has to replay.
 */
export function replayPage(text: string, path: string, fileName: string, overrides: string[] = []): ReplayPage {
  const log = parseLog(text, path, { checkHashes: false, private: false });
  const record = readYamlText(text) as Record<string, unknown>;
  const replayed = replayLog(log, { keepStates: true });
  const states = replayed.states!;
  const effectiveSeqs = [0, ...replayed.effective.map((r) => r.seq)];
  const stateAt = (seq: number): State => {
    let best = 0;
    for (const s of effectiveSeqs) if (s <= seq) best = s;
    return states.get(best)!;
  };
  const lastSeq = log.events.length;
  const finalView = publicView(replayed.state);
  const history = historyOf(replayed.state, log.events, log.header.lang, log.header.theme);
  const nominations = replayed.effective.filter((r) => r.type === 'chancellor-nominated');
  const steps: PageStep[] = [{ step: 0, seq: nominations[0] ? nominations[0].seq - 1 : lastSeq, government: null }];
  history.governments.forEach((g, i) => steps.push({ step: i + 1, seq: nominations[i + 1] ? nominations[i + 1].seq - 1 : lastSeq, government: g.index }));

  const { theme, lang } = log.header;
  // The moderator's own theme file (its words and colours), as the posts and the board picture use it.
  const t = loadVocabulary(theme, lang, overrides);
  const w = (k: string) => lookup(t, k);
  const P = themedPageWords(lang, w);
  // A mark agrees with the player (Вера казнена): by the gender the roster or `replace` gave, where
  // the record keeps it (log/records' gendersOf, as the posts read it), else by the name.
  const given = gameGenders(replayed.state, log);
  const genderOf = (name: string): Gender | null => nameGrammar(name, given.get(name) ?? null).gender;
  const palette = paletteOf(theme, overrides);
  const title = `${w('title')} · ${log.header.game}`;

  const stepHtml = steps.map((s) => {
    const view = publicView(stateAt(s.seq));
    const g = s.government === null ? null : history.governments[s.government - 1];
    // Offices and votes named as the history names them: whoever held the seat in that government,
    // a vote whoever cast it (a seat may change hands later, or during the vote).
    const then = g ? finalView.players.map((p) => holderAt(finalView, p.seat, g.index, 'vote')) : [];
    const gov = g;
    const heading = gov ? `${P.government} ${gov.index}: ${gov.president} → ${gov.chancellor}` : P.start;
    return `<section class="step" id="step-${s.step}" data-step="${s.step}" data-seq="${s.seq}" data-title="${esc(heading)}">
<h3>${esc(heading)}</h3>
${gov ? governmentHtml(gov, history, then, w, P) : ''}
${boardHtml(view, s.seq, w, P, genderOf)}
</section>`;
  }).join('\n');

  const winner = finalView.winner ? fill(P.winner, {
    team: w(`teams.${finalView.winner.winner}`),
    reason: fill(P.reasons[finalView.winner.reason] ?? finalView.winner.reason, { liberal: w('card.liberal'), fascist: w('card.fascist'), hitler: w('role.hitler'), chancellor: w('chancellor') }),
  }) : '';

  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<title>${esc(title)}</title>
<style>${css(palette)}</style>
</head>
<body>
<header>
<h1>${esc(title)}</h1>
${winner ? `<p class="winner">${esc(winner)}</p>` : ''}
<section aria-labelledby="verification-h">
<h2 id="verification-h">${esc(P.verification)}</h2>
<p id="verify" role="status" aria-live="polite" data-verify="pending">${esc(fill(P.noScript, { file: fileName }))}</p>
<p class="small">${esc(fill(P.howToCheck, { file: fileName }))}</p>
<dl class="small"><dt>${esc(P.commitmentLabel)}</dt><dd><code>${esc(log.header.commitment ?? '—')}</code></dd>${log.header.seed ? `<dt>${esc(P.seedLabel)}</dt><dd><code>${esc(log.header.seed)}</code></dd>` : ''}</dl>
</section>
</header>
<main>
<section aria-labelledby="timeline-h">
<h2 id="timeline-h">${esc(P.timeline)}</h2>
<nav id="stepper" hidden aria-label="${esc(P.step)}">
<button type="button" id="step-prev" aria-label="${esc(P.previous)}">◀</button>
<input type="range" id="step-slider" min="0" max="${steps.length - 1}" value="0" aria-label="${esc(P.step)}">
<button type="button" id="step-next" aria-label="${esc(P.next)}">▶</button>
<p id="step-label" aria-live="polite"></p>
</nav>
${stepHtml}
</section>
${matrixHtml(history, w, P)}
${rolesHtml(finalView, w, P, (r, holders) => roleWord(t, r, holders.map(genderOf)))}
</main>
<script type="application/octet-stream" id="public-record" data-encoding="gzip+base64">${gzipSync(JSON.stringify(record), { level: 9 }).toString('base64')}</script>
<script type="application/json" id="page-words">${scriptJson(P)}</script>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
  return { html, steps };
}

type Word = (k: string) => string;

/** The theme's word for the office or power a claim was made as. */
const CLAIM_AS: Record<string, string> = { president: 'president', chancellor: 'chancellor', investigator: 'power.investigate', peeker: 'power.peek' };

/** Whether the house rule cast this seat's (0-based) vote at the deadline: marked as the vote-result post marks it (words.byRule). */
const castByRule = (g: HistoryResult['governments'][number], seat: number) => Boolean(g.byRule?.some((b) => b.seat === seat + 1));

function governmentHtml(g: HistoryResult['governments'][number], h: HistoryResult, names: string[], w: Word, P: PageWords): string {
  const result = g.result === 'voting' ? w('words.voting') : governmentIs(w, g.result);
  const facts: string[] = [`<dt>${esc(w('words.result'))}</dt><dd data-field="result">${esc(result)}${g.special ? ` (${esc(P.special)})` : ''}</dd>`];
  if (g.enacted) facts.push(`<dt>${esc(w('words.enacted'))}</dt><dd data-field="enacted" class="card ${g.enacted}">${esc(w(`card.${g.enacted}`))}</dd>`);
  if (g.chaos) facts.push(`<dt>${esc(w('words.chaos'))}</dt><dd data-field="chaos" class="card ${g.chaos}">${esc(w(`card.${g.chaos}`))}</dd>`);
  if (g.veto) facts.push(`<dt>${esc(w('veto'))}</dt><dd>${esc(g.veto === 'accepted' ? P.vetoAccepted : g.veto === 'refused' ? P.vetoRefused : P.veto)}</dd>`);
  if (g.power) facts.push(`<dt>${esc(w('words.powers'))}</dt><dd data-field="power">${esc(w(`power.${g.power}`))}${g.usedBy ? ` (${esc(g.usedBy)})` : ''}${g.target ? ` ${esc(P.target)} ${esc(g.target)}` : ''}</dd>`);
  const votes = names.map((name, seat) => {
    const v = h.matrix[g.index - 1]?.[seat] ?? null;
    return `<li data-vote="${v ?? ''}">${esc(name)}: <b>${esc(v ? w(v) : P.noVote)}</b>${v && castByRule(g, seat) ? ` (${esc(w('words.byRule'))})` : ''}</li>`;
  }).join('');
  const claims = g.claims.length ? `<dt>${esc(w('words.claims'))}</dt><dd><ul>${g.claims.map((c) => `<li>${esc(c.player)} (${esc(w(CLAIM_AS[c.as]))}): ${esc(c.shown)}</li>`).join('')}</ul></dd>` : '';
  const conflicts = g.conflicts.length ? `<dt>${esc(w('words.conflicts'))}</dt><dd><ul class="conflicts">${g.conflicts.map((c) => `<li><span aria-hidden="true">⚠ </span><strong>${esc(P.conflict)}:</strong> ${esc(c)}</li>`).join('')}</ul></dd>` : '';
  return `<dl class="facts">${facts.join('')}${claims}${conflicts}</dl>
<details open><summary>${esc(P.votes)}</summary><ul class="votes">${votes}</ul></details>`;
}

export function boardHtml(view: PublicView, seq: number, w: Word, P: PageWords, genderOf: (name: string) => Gender | null = () => null): string {
  // A power slot that chaos (or the track's start) filled says its power was not granted.
  const sources = fascistSlotSources(view);
  const withheld = (i: number) => (sources[i] === 'chaos' ? ` ${esc(P.chaosSlot)}` : sources[i] === 'start' ? ` ${esc(P.startSlot)}` : '');
  const slots = (count: number, filled: number, party: 'liberal' | 'fascist', labels: (string | null)[]) => Array.from({ length: count }, (_, i) => {
    const on = i < filled;
    const label = labels[i] ? ` ${esc(w(`power.${labels[i]}`))}${party === 'fascist' ? withheld(i) : ''}` : '';
    return `<li class="${on ? `on ${party}` : 'off'}"><span aria-hidden="true">${on ? '■' : '□'}</span> ${i + 1}${label}</li>`;
  }).join('');
  const players = view.players.map((p) => {
    const marks = [p.alive ? '' : P.dead[genderOf(p.name) ?? 'unknown'], p.termLimited ? P.termLimited : '', p.confirmedNotHitler ? fill(P.notHitler, { hitler: w('role.hitler') }) : ''].filter(Boolean);
    const name = `${p.seat + 1}. ${esc(p.name)}`;
    return `<li data-seat="${p.seat}" data-alive="${p.alive}" data-term-limited="${p.termLimited}">${p.alive ? name : `<s>${name}</s>`}${marks.length ? ` <em>(${esc(marks.join(', '))})</em>` : ''}</li>`;
  }).join('');
  return `<div class="board" data-seq="${seq}" aria-label="${esc(P.board)}">
<p class="track"><span>${esc(w('track.liberal'))}:</span> <b data-field="liberalPolicies">${view.liberalPolicies}</b> ${esc(P.of)} ${view.liberalTrack}</p>
<ol class="slots" aria-hidden="true">${slots(view.liberalTrack, view.liberalPolicies, 'liberal', [])}</ol>
<p class="track"><span>${esc(w('track.fascist'))}:</span> <b data-field="fascistPolicies">${view.fascistPolicies}</b> ${esc(P.of)} ${view.fascistTrack}</p>
<ol class="slots">${slots(view.fascistTrack, view.fascistPolicies, 'fascist', view.powerSlots)}</ol>
<p>${esc(w('tracker'))}: <b data-field="electionTracker">${view.electionTracker}</b> ${esc(P.of)} 3 · ${esc(P.drawPile)}: <b data-field="deckCount">${view.deckCount}</b> · ${esc(P.discards)}: <b data-field="discardCount">${view.discardCount}</b></p>
<ul class="players">${players}</ul>
</div>`;
}

function matrixHtml(h: HistoryResult, w: Word, P: PageWords): string {
  // Each seat headed by everyone who held it, in order (the view's `holders`).
  const head = h.holders.map((names, seat) => `<th scope="col">${seat + 1}. ${esc(names.join(' → '))}</th>`).join('');
  const rows = h.governments.map((g, i) => {
    const cells = h.matrix[i].map((v, seat) => `<td data-vote="${v ?? ''}" class="${v ?? 'none'}">${v ? esc(w(v)) + (castByRule(g, seat) ? ` (${esc(w('words.byRule'))})` : '') : `<span aria-hidden="true">—</span><span class="sr">${esc(P.noVote)}</span>`}</td>`).join('');
    return `<tr data-government="${g.index}"><th scope="row">${g.index}. ${esc(g.president)} → ${esc(g.chancellor)}</th>${cells}</tr>`;
  }).join('\n');
  return `<section aria-labelledby="matrix-h">
<h2 id="matrix-h">${esc(P.matrix)}</h2>
<div class="scroll"><table id="vote-matrix"><caption>${esc(P.matrixCaption)}</caption>
<thead><tr><th scope="col">${esc(P.government)}</th>${head}</tr></thead>
<tbody>
${rows}
</tbody></table></div>
</section>`;
}

/** `roleOf`: a role's word for the players who held it (vocab's roleWord: a woman's «Кошка»). */
function rolesHtml(view: PublicView, w: Word, P: PageWords, roleOf: (role: string, holders: readonly string[]) => string): string {
  const rows = view.players.map((p) => {
    const holders = [esc(p.holders[0])];
    // From the government the engine hands over (one during a vote or a session is the newcomer's),
    // or from the power of the one before, when the seat changed hands while it waited (engine/views' 'power').
    for (const r of view.replacements) {
      if (r.seat !== p.seat) continue;
      const since = r.powerPending ? fill(P.fromPower, { n: r.after }) : fill(P.fromGovernment, { n: r.after + 1 });
      holders.push(`${esc(r.name)} <small>(${esc(since)})</small>`);
    }
    const role = p.role ? `<span class="role ${p.role === 'liberal' ? 'liberal' : 'fascist'}">${esc(roleOf(p.role, p.holders))}</span>` : '—';
    return `<tr data-seat="${p.seat}"><td>${p.seat + 1}</td><td>${holders.join(' → ')}</td><td data-role="${p.role ?? ''}">${role}</td></tr>`;
  }).join('\n');
  return `<section aria-labelledby="roles-h">
<h2 id="roles-h">${esc(P.roles)}</h2>
<div class="scroll"><table id="roles"><thead><tr><th scope="col">${esc(P.seat)}</th><th scope="col">${esc(P.heldBy)}</th><th scope="col">${esc(P.role)}</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>
</section>`;
}

function css(p: Palette): string {
  return `
:root{--lib:${p.liberal};--libd:${p.liberalDark};--fas:${p.fascist};--fasd:${p.fascistDark};--paper:${p.paper};--ink:${p.ink}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:60rem;padding:1rem;background:var(--paper);color:var(--ink);font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;overflow-wrap:anywhere}
h1{font-size:1.5rem;margin:.2rem 0}h2{font-size:1.25rem;border-bottom:2px solid var(--ink);margin-top:1.5rem}h3{font-size:1.05rem;margin:.5rem 0}
code{font-size:.8rem;word-break:break-all}.small{font-size:.85rem}
#verify{padding:.6rem .8rem;border:2px dashed var(--ink);border-radius:.4rem}
#verify[data-verify=ok]{border-style:solid;border-color:var(--libd)}#verify[data-verify=ok]::before{content:"✔ "}
#verify[data-verify=failed]{border-style:double;border-width:4px;border-color:var(--fasd)}#verify[data-verify=failed]::before{content:"✘ "}
.step{border:1px solid var(--ink);border-radius:.5rem;padding:.6rem .8rem;margin:.8rem 0;background:rgba(255,255,255,.35)}
.js .step[hidden]{display:none}
#stepper{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;position:sticky;top:0;background:var(--paper);padding:.4rem 0;z-index:1}
#stepper input{flex:1 1 10rem;min-width:8rem}#stepper button{min-width:2.75rem;min-height:2.75rem;font-size:1.1rem}#stepper p{flex-basis:100%;margin:0}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .8rem;margin:.3rem 0}.facts dt{font-weight:bold}.facts dd{margin:0}
.card.liberal,.role.liberal{color:var(--libd);font-weight:bold}.card.fascist,.role.fascist{color:var(--fasd);font-weight:bold}
.votes,.players{display:flex;flex-wrap:wrap;gap:.3rem .9rem;list-style:none;padding:0;margin:.3rem 0}
.conflicts{list-style:none;padding:0;margin:0}.conflicts li{border-left:4px solid var(--fasd);padding-left:.4rem}
.slots{display:flex;flex-wrap:wrap;gap:.3rem;list-style:none;padding:0;margin:.2rem 0}
.slots li{border:1px solid var(--ink);border-radius:.3rem;padding:.1rem .4rem;font-size:.85rem}
.slots li.on.liberal{background:var(--lib);color:#fff}.slots li.on.fascist{background:var(--fas);color:#fff}
.track{margin:.4rem 0 0}.board{border-top:1px dotted var(--ink);margin-top:.5rem;padding-top:.3rem}
.scroll{overflow-x:auto;max-width:100%;position:relative}
table{border-collapse:collapse;font-size:.85rem;overflow-wrap:normal}th,td{border:1px solid var(--ink);padding:.2rem .35rem;text-align:left;white-space:nowrap}
td.ja{background:rgba(255,255,255,.6);font-weight:bold}td.nein{background:rgba(0,0,0,.12);font-style:italic}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
details summary{cursor:pointer}
`;
}
