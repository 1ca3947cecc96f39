// The replay page's script, as text put into the page: the verification that runs in the browser
// (docs/log-format.md §3 and §4, with WebCrypto) and the stepping through the timeline. Plain
// JavaScript without a build step, so an auditor can read exactly what runs.
export const PAGE_SCRIPT = String.raw`
(function () {
  'use strict';
  var doc = document;
  doc.documentElement.classList.add('js');
  var W = JSON.parse(doc.getElementById('page-words').textContent);
  var out = doc.getElementById('verify');
  var fill = function (template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, k) { return values[k] === undefined ? '' : String(values[k]); });
  };

  // ---- stepping through the timeline (the page reads in full without scripts) ----
  var steps = Array.prototype.slice.call(doc.querySelectorAll('.step'));
  var nav = doc.getElementById('stepper');
  var slider = doc.getElementById('step-slider');
  var label = doc.getElementById('step-label');
  var current = 0;
  function show(i) {
    current = Math.max(0, Math.min(steps.length - 1, i));
    steps.forEach(function (s, k) { s.hidden = k !== current; });
    slider.value = String(current);
    label.textContent = fill(W.stepOf, { n: current + 1, of: steps.length, title: steps[current].getAttribute('data-title') });
    doc.getElementById('step-prev').disabled = current === 0;
    doc.getElementById('step-next').disabled = current === steps.length - 1;
  }
  if (steps.length && nav) {
    nav.hidden = false;
    slider.max = String(steps.length - 1);
    slider.addEventListener('input', function () { show(Number(slider.value)); });
    doc.getElementById('step-prev').addEventListener('click', function () { show(current - 1); });
    doc.getElementById('step-next').addEventListener('click', function () { show(current + 1); });
    doc.addEventListener('keydown', function (e) {
      if (e.target === slider || e.altKey || e.ctrlKey || e.metaKey) return;
      var to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: steps.length - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      show(to);
    });
    show(0);
  }

  // ---- verification ----
  var started = performance.now();
  function report(state, text) {
    out.setAttribute('data-verify', state);
    out.setAttribute('data-verify-ms', String(Math.round(performance.now() - started)));
    out.textContent = text;
  }
  function failed(seq, type, why) {
    var where = seq === null ? W.theHeader : fill(W.eventN, { seq: seq, type: type });
    out.setAttribute('data-failed-seq', seq === null ? 'header' : String(seq));
    report('failed', fill(W.failed, { where: where, why: why }));
  }
  if (!window.crypto || !window.crypto.subtle || !window.TextEncoder || !window.DecompressionStream) {
    report('unavailable', W.noCrypto);
    return;
  }
  var subtle = window.crypto.subtle;
  var enc = new TextEncoder();
  function hex(buffer) {
    var bytes = new Uint8Array(buffer), s = '';
    for (var i = 0; i < bytes.length; i++) s += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
    return s;
  }
  function sha256(text) { return subtle.digest('SHA-256', enc.encode(text)).then(hex); }
  // canonical(): keys sorted by UTF-16 code unit at every level, absent keys left out (log format, section 3).
  function canonical(v) {
    if (v === null || typeof v !== 'object') return JSON.stringify(v);
    if (Array.isArray(v)) return '[' + v.map(canonical).join(',') + ']';
    var keys = Object.keys(v).sort(), parts = [];
    for (var i = 0; i < keys.length; i++) if (v[keys[i]] !== undefined) parts.push(JSON.stringify(keys[i]) + ':' + canonical(v[keys[i]]));
    return '{' + parts.join(',') + '}';
  }
  function without(obj, key) {
    var copy = {};
    Object.keys(obj).forEach(function (k) { if (k !== key) copy[k] = obj[k]; });
    return copy;
  }
  // The seeded generator (log format, section 4): HMAC-SHA-256 counter mode, eight big-endian words per block.
  function Stream(key, label) { this.key = key; this.label = label; this.block = 0; this.words = []; }
  Stream.prototype.word = async function () {
    if (!this.words.length) {
      var d = new DataView(await subtle.sign('HMAC', this.key, enc.encode('chancery/1:' + this.label + ':' + this.block)));
      this.block++;
      for (var i = 0; i < 32; i += 4) this.words.push(d.getUint32(i, false));
    }
    return this.words.shift();
  };
  Stream.prototype.below = async function (n) {
    var limit = Math.floor(4294967296 / n) * n;
    for (;;) { var w = await this.word(); if (w < limit) return w % n; }
  };
  Stream.prototype.shuffle = async function (items) {
    var a = items.slice();
    for (var i = a.length - 1; i > 0; i--) { var j = await this.below(i + 1); var t = a[i]; a[i] = a[j]; a[j] = t; }
    return a;
  };
  var FASCISTS = { 5: 1, 6: 1, 7: 2, 8: 2, 9: 3, 10: 3 };
  // What the seed gives, said in the game's words (its theme and language), not the file's values.
  function named(list, words) { return list.map(function (x) { return (words && words[x]) || x; }).join(', '); }

  async function verify() {
    // The record as published, gzipped and in base64 (see page.ts): unzipped here, then checked.
    var packed = atob(doc.getElementById('public-record').textContent.trim());
    var bytes = new Uint8Array(packed.length);
    for (var p = 0; p < packed.length; p++) bytes[p] = packed.charCodeAt(p);
    var json = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
    var record = JSON.parse(json);
    var events = record.events || [];
    var header = without(record, 'events');
    // 1. The hash chain, every hash at once (each record names the hash before it).
    if (await sha256('chancery-log/1 header\n' + canonical(without(header, 'hash'))) !== header.hash) return failed(null, '', W.headerChanged);
    for (var i = 0; i < events.length; i++) if (events[i].seq !== i + 1) return failed(events[i].seq, events[i].type, fill(W.sequence, { n: i + 1 }));
    var hashes = await Promise.all(events.map(function (e, i) {
      return sha256('chancery-log/1 event\n' + (i ? events[i - 1].hash : header.hash) + '\n' + canonical(without(e, 'hash')));
    }));
    for (var k = 0; k < events.length; k++) if (hashes[k] !== events[k].hash) return failed(events[k].seq, events[k].type, W.eventChanged);
    // 2. The seed against the commitment the opening post published.
    // No seed to check: an imported game has no commitment; a game still running keeps its seed.
    if (!header.seed && !header.commitment) return report('ok', fill(W.chainOnly, { records: events.length }) + ' ' + W.noCommitment + endedText(events, header));
    if (!header.seed) return report('ok', fill(W.chainOnly, { records: events.length }) + ' ' + fill(W.seedSecret, { c: header.commitment }));
    if (!/^[0-9a-f]{64}$/.test(header.seed)) return failed(null, '', W.noSeed);
    var names = header.players.map(function (p) { return p.name; });
    var committed = await sha256('chancery-commitment/1\n' + JSON.stringify({ game: header.game, players: names, seed: header.seed }));
    if (committed !== header.commitment) return failed(null, '', fill(W.commitment, { c: header.commitment }));
    var seedBytes = new Uint8Array(32);
    for (var b = 0; b < 32; b++) seedBytes[b] = parseInt(header.seed.substr(b * 2, 2), 16);
    var key = await subtle.importKey('raw', seedBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    // 3. The first President, the deal and every shuffle, rederived from the seed.
    if (header.options.firstPresident === 'random') {
      var drawn = await new Stream(key, 'first-president').below(names.length);
      if (drawn !== header.firstPresident) return failed(null, '', fill(W.firstPresident, { n: drawn + 1 }));
    }
    var roles = ['hitler'];
    for (var f = 0; f < FASCISTS[names.length]; f++) roles.push('fascist');
    while (roles.length < names.length) roles.push('liberal');
    var deal = await new Stream(key, 'roles').shuffle(roles);
    var takenBack = {}, shuffles = [], dealt = 0, shuffled = 0;
    for (var e = 0; e < events.length; e++) {
      var r = events[e];
      if (r.type === 'retracted') r.seqs.forEach(function (s) { takenBack[s] = true; });
      else if (r.type === 'roles-dealt') {
        dealt++;
        if (deal.join() !== r.roles.join()) return failed(r.seq, r.type, fill(W.deal, { expected: named(deal, W.roleWords) }));
      } else if (r.type === 'deck-shuffled') {
        shuffled++;
        var n = shuffles.filter(function (s) { return !takenBack[s]; }).length;
        shuffles.push(r.seq);
        var expected = await new Stream(key, 'shuffle:' + n).shuffle(r.deck.slice().sort());
        if (expected.join() !== r.deck.join()) return failed(r.seq, r.type, fill(W.shuffle, { k: n, expected: named(expected, W.cardWords) }));
      }
    }
    var text = fill(W.verified, { c: header.commitment });
    text += ' ' + fill(W.checked, { records: events.length, shuffles: shuffled === 1 ? W.shuffleOne : fill(W.shuffleMany, { n: shuffled }), deals: dealt });
    report('ok', text + endedText(events, header));
  }

  /** The game's end, to compare with the game-over post (after a space), or '' while it runs. */
  function endedText(events, header) {
    var takenBack = {};
    events.forEach(function (r) { if (r.type === 'retracted') r.seqs.forEach(function (s) { takenBack[s] = true; }); });
    var ended = null;
    for (var x = 0; x < events.length; x++) if (events[x].type === 'game-ended' && !takenBack[events[x].seq]) { ended = events[x]; break; }
    if (!ended) return '';
    var before = header.migrated && header.migrated.ended;
    return ' ' + (before ? fill(W.endedMigrated, { seq: ended.seq, hash: ended.hash, oldSeq: before.seq, oldHash: before.hash }) : fill(W.ended, { seq: ended.seq, hash: ended.hash }));
  }
  verify().catch(function (e) { failed(null, '', String(e && e.message || e)); });
})();
`;
