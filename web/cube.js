// The page of cube serve: a net to paint, the solver's calls, a player.
// Facelets are 54 letters in Kociemba's order U R F D L B, each face read
// row by row as seen from outside the cube (see the chapter "The server").
'use strict';
const FACES = 'URFDLB';
const COLOUR = { U: '#ffffff', R: '#c4161c', F: '#1b9a3c', D: '#ffd400', L: '#ff7a00', B: '#1553b7' };
const NAME = { U: 'white', R: 'red', F: 'green', D: 'yellow', L: 'orange', B: 'blue' };
const NETPOS = { U: [3, 0], L: [0, 3], F: [3, 3], R: [6, 3], B: [9, 3], D: [3, 6] };
const SOLVED = FACES.split('').map(f => f.repeat(9)).join('');
const STICKER = 30, GAP = 1;

// --- geometry: each facelet as a point of the cube, and the 18 moves ------
// A face has an outward normal n and, as seen from outside with the net's
// orientation, a direction right r and down d. The cubie of facelet (i, j)
// is at n + (j-1) r + (i-1) d; the facelet itself at 2 cubie + n.
const FRAME = {
  U: [[0, 1, 0], [1, 0, 0], [0, 0, 1]], R: [[1, 0, 0], [0, 0, -1], [0, -1, 0]],
  F: [[0, 0, 1], [1, 0, 0], [0, -1, 0]], D: [[0, -1, 0], [1, 0, 0], [0, 0, -1]],
  L: [[-1, 0, 0], [0, 0, 1], [0, -1, 0]], B: [[0, 0, -1], [-1, 0, 0], [0, -1, 0]]
};
const POINT = [], INDEX = new Map();
for (let f = 0; f < 6; f++) {
  const [n, r, d] = FRAME[FACES[f]];
  for (let k = 0; k < 9; k++) {
    const i = Math.floor(k / 3), j = k % 3, p = [0, 1, 2].map(a => 2 * (n[a] + (j - 1) * r[a] + (i - 1) * d[a]) + n[a]);
    POINT.push(p); INDEX.set(p.join(','), 9 * f + k);
  }
}
// A clockwise quarter turn of face X (seen from outside) turns the points
// with p.n >= 2 by -90 degrees about n: v -> n (n.v) - n x v.
const PERM = {};
for (const X of FACES) {
  const a = FRAME[X][0], perm = [];
  for (let x = 0; x < 54; x++) {
    const v = POINT[x], dot = a[0] * v[0] + a[1] * v[1] + a[2] * v[2];
    if (dot < 2) { perm.push(x); continue; }
    const cross = [a[1] * v[2] - a[2] * v[1], a[2] * v[0] - a[0] * v[2], a[0] * v[1] - a[1] * v[0]];
    const w = [0, 1, 2].map(k => a[k] * dot - cross[k]);
    perm.push(INDEX.get(w.join(',')));
  }
  PERM[X] = perm; // facelet x goes to perm[x]
}
function turn(s, X, times) {
  let t = s.split('');
  for (let n = 0; n < times; n++) {
    const u = t.slice();
    for (let x = 0; x < 54; x++) u[PERM[X][x]] = t[x];
    t = u;
  }
  return t.join('');
}
// The moves of a solution: "R U2 F'"; anything else (a step's length or
// label) is not a move and is skipped.
function parseMoves(text) {
  return text.trim().split(/\s+/).filter(w => /^[URFDLB][2']?$/.test(w));
}
function applyMove(s, m) { return turn(s, m[0], m.length === 1 ? 1 : m[1] === '2' ? 2 : 3); }

// --- cubies, to mark those the server's reason names -------------------------
const CORNERS = { URF: [8, 9, 20], UFL: [6, 18, 38], ULB: [0, 36, 47], UBR: [2, 45, 11],
  DFR: [29, 26, 15], DLF: [27, 44, 24], DBL: [33, 53, 42], DRB: [35, 17, 51] };
const EDGES = { UR: [5, 10], UF: [7, 19], UL: [3, 37], UB: [1, 46], DR: [32, 16], DF: [28, 25],
  DL: [30, 43], DB: [34, 52], FR: [23, 12], FL: [21, 41], BL: [50, 39], BR: [48, 14] };
const key = name => name.split('').sort().join('');
function slotFacelets(name) {
  for (const t of [CORNERS, EDGES]) for (const k in t) if (key(k) === key(name)) return t[k];
  return [];
}
// The facelets of the cubies that the reason names, or that it points at:
// twisted corners, flipped edges, cubies out of place for a parity error.
function faultyFacelets(reason, s) {
  let m, out = [];
  if ((m = reason.match(/slot ([URFDLB]{2,3})\)/))) out = slotFacelets(m[1]);
  else if ((m = reason.match(/in slots ([URFDLB]{2,3}) and ([URFDLB]{2,3})/)))
    out = slotFacelets(m[1]).concat(slotFacelets(m[2]));
  else if (/^twisted corner/.test(reason)) {
    for (const k in CORNERS) if (!'UD'.includes(s[CORNERS[k][0]])) out.push(...CORNERS[k]);
  } else if (/^flipped edge/.test(reason)) {
    for (const k in EDGES) { const [a, b] = EDGES[k].map(x => s[x]);
      if ('UD'.includes(b) || (!'UD'.includes(a) && 'RL'.includes(a))) out.push(...EDGES[k]); }
  } else if (/^parity error/.test(reason)) {
    for (const t of [CORNERS, EDGES]) for (const k in t)
      if (t[k].some(x => s[x] !== SOLVED[x])) out.push(...t[k]);
  } else if ((m = reason.match(/colour '(.)'/))) {
    for (let x = 0; x < 54; x++) if (s[x] === m[1] && x % 9 !== 4) out.push(x);
  }
  return out;
}

// --- the state of the page -----------------------------------------------------
let painted = SOLVED;  // the position the user made
let shown = SOLVED;    // what the net shows (painted, or a step of the solution)
let brush = 'U';
let moves = [], at = 0, busy = null;
const $ = id => document.getElementById(id);

function drawNet(bad = []) {
  const svg = $('net'), ns = 'http://www.w3.org/2000/svg';
  svg.textContent = '';
  for (let x = 0; x < 54; x++) {
    const f = FACES[Math.floor(x / 9)], k = x % 9, [cx, cy] = NETPOS[f];
    const r = document.createElementNS(ns, 'rect');
    r.setAttribute('x', 3 + (cx + k % 3) * STICKER + GAP);
    r.setAttribute('y', 3 + (cy + Math.floor(k / 3)) * STICKER + GAP);
    r.setAttribute('width', STICKER - 2 * GAP); r.setAttribute('height', STICKER - 2 * GAP);
    r.setAttribute('rx', 3);
    r.setAttribute('fill', COLOUR[shown[x]] || '#888');
    r.setAttribute('class', 'f' + (k === 4 ? ' c' : '') + (bad.includes(x) ? ' bad' : ''));
    r.dataset.i = x;
    const t = document.createElementNS(ns, 'title');
    t.textContent = f + (k + 1) + ': ' + NAME[shown[x]];
    r.appendChild(t);
    svg.appendChild(r);
  }
  svg.dataset.facelets = shown;
}
function setPainted(s, keepResult) {
  painted = s; shown = s;
  if (!keepResult) { $('result').hidden = true; moves = []; }
  drawNet();
  const link = '#f=' + s;
  $('link').href = link;
  if (location.hash !== link) history.replaceState(null, '', link);
}
function say(text, kind) {
  $('message').textContent = text;
  $('message').className = kind || '';
}

// --- the calls of the API --------------------------------------------------------
async function call(path, fields, signal) {
  const r = await fetch(path, { method: 'POST', body: new URLSearchParams(fields), signal });
  let j;
  try { j = await r.json(); } catch (e) { j = { error: 'the server answered ' + r.status }; }
  j.http = r.status;
  return j;
}
// The net of "cube show" (U on top; L F R B; then D) back into 54 letters.
function netToFacelets(net) {
  const rows = net.split('\n').map(l => l.trim().split(/\s+/));
  const face = { U: [], L: [], F: [], R: [], B: [], D: [] };
  for (let i = 0; i < 3; i++) face.U.push(...rows[i]);
  for (let i = 3; i < 6; i++) ['L', 'F', 'R', 'B'].forEach((f, k) => face[f].push(...rows[i].slice(3 * k, 3 * k + 3)));
  for (let i = 6; i < 9; i++) face.D.push(...rows[i]);
  return FACES.split('').map(f => face[f].join('')).join('');
}
async function fill(text) {
  const j = await call('api/show', { position: text });
  if (j.error) { say('Refused: ' + j.error, 'error'); return; }
  setPainted(netToFacelets(j.output));
  say('Filled from "' + text + '".');
}

// --- solving, with progress and cancel ----------------------------------------------
async function solve() {
  const method = $('method').value, seconds = Number($('time').value) || 10;
  const fields = { position: painted, method, time: String(seconds) };
  if (method !== 'optimal') fields.max = $('max').value;
  if (method === 'step') fields.step = $('step').value;
  const ctl = new AbortController(), t0 = performance.now();
  busy = ctl;
  $('solvebtn').disabled = true; $('cancel').disabled = false; $('progress').hidden = false;
  $('result').hidden = true; say('Solving...');
  const tick = setInterval(() => {
    const s = (performance.now() - t0) / 1000;
    $('bar').value = Math.min(1, s / seconds);
    $('elapsed').textContent = s.toFixed(1) + ' s of at most ' + seconds + ' s';
  }, 100);
  try {
    const j = await call('api/solve', fields, ctl.signal);
    showAnswer(j);
  } catch (e) {
    if (e.name === 'AbortError') say('Cancelled.', 'warn');
    else say('No answer from the server: ' + e.message, 'error');
  } finally {
    clearInterval(tick); busy = null;
    $('solvebtn').disabled = false; $('cancel').disabled = true; $('progress').hidden = true;
  }
}
function showAnswer(j) {
  if (j.http === 503) { say('The server is busy: ' + j.error, 'error'); return; }
  if (j.solutions === undefined) {
    say('Refused: ' + j.error, 'error');
    drawNet(faultyFacelets(j.error || '', painted));
    return;
  }
  // the first solution is played; one found on the inverse (NISS) is only shown
  const first = j.solutions[0];
  moves = first && !first.inverse ? parseMoves(first.moves) : [];
  at = 0;
  $('result').hidden = false;
  const facts = [];
  if (j.length !== undefined) facts.push(j.length + ' moves');
  if (j.optimal) facts.push('optimal');
  if (j.seconds !== undefined) facts.push((1000 * j.seconds).toFixed(1) + ' ms');
  $('facts').textContent = facts.join(', ');
  $('solution').dataset.text = j.solutions.map(s => (s.inverse ? '(' + s.moves + ')' : s.moves) +
    (s.step ? ' ' + s.step + (s.axis ? '-' + s.axis : '') : '')).join(', ') || j.note || '';
  say(j.error ? 'Warning: ' + j.error : (first && first.moves === '' ? 'Already solved.' : j.note || 'Solved.'), j.error ? 'warn' : '');
  play(0);
}
function play(k) {
  at = Math.max(0, Math.min(moves.length, k));
  let s = painted;
  for (let i = 0; i < at; i++) s = applyMove(s, moves[i]);
  shown = s;
  drawNet();
  const sol = $('solution');
  sol.textContent = '';
  if (!moves.length) sol.textContent = sol.dataset.text || '';
  moves.forEach((m, i) => {
    const e = document.createElement('span');
    e.textContent = m + ' ';
    e.className = i < at ? 'done' : i === at ? 'now' : '';
    sol.appendChild(e);
  });
  $('at').textContent = at + ' / ' + moves.length + (at === moves.length && shown === SOLVED ? ' solved' : '');
}

// --- wiring ------------------------------------------------------------------------------
function choose(f) {
  brush = f;
  for (const b of $('palette').children) b.setAttribute('aria-checked', String(b.dataset.face === f));
}
function methodChanged() {
  const m = $('method').value;
  for (const e of document.querySelectorAll('.for-twophase, .for-step'))
    e.hidden = !e.classList.contains('for-' + m);
  $('time').value = m === 'optimal' ? Math.min(60, Number($('time').max) || 60) : 10;
}
async function init() {
  for (const f of FACES) {
    const b = document.createElement('button');
    b.type = 'button'; b.dataset.face = f; b.textContent = f;
    b.style.background = COLOUR[f]; b.style.color = f === 'U' || f === 'D' ? '#222' : '#fff';
    b.setAttribute('role', 'radio'); b.setAttribute('aria-label', f + ' (' + NAME[f] + ')');
    b.addEventListener('click', () => choose(f));
    $('palette').appendChild(b);
  }
  choose('U');
  $('net').addEventListener('click', e => {
    const i = Number(e.target.dataset && e.target.dataset.i);
    if (!e.target.dataset || e.target.dataset.i === undefined || i % 9 === 4) return;
    setPainted(painted.slice(0, i) + brush + painted.slice(i + 1));
    say('');
  });
  $('reset').addEventListener('click', () => { setPainted(SOLVED); say(''); });
  $('fill').addEventListener('submit', e => { e.preventDefault(); fill($('scramble').value); });
  $('random').addEventListener('click', async () => {
    const j = await call('api/scramble', {});
    if (j.error) { say('Refused: ' + j.error, 'error'); return; }
    $('scramble').value = j.output; fill(j.output);
  });
  $('solve').addEventListener('submit', e => { e.preventDefault(); if (!busy) solve(); });
  $('cancel').addEventListener('click', () => { if (busy) busy.abort(); });
  $('method').addEventListener('change', methodChanged);
  $('first').addEventListener('click', () => play(0));
  $('back').addEventListener('click', () => play(at - 1));
  $('fwd').addEventListener('click', () => play(at + 1));
  $('last').addEventListener('click', () => play(moves.length));
  const m = location.hash.match(/^#f=([URFDLB]{54})$/);
  setPainted(m ? m[1] : SOLVED);
  methodChanged();
  try {
    const r = await fetch('api/tables');
    const lines = Object.fromEntries((await r.json()).output.split('\n').map(l => l.split(' ')).map(([k, ...v]) => [k, v.join(' ')]));
    $('time').max = lines.seconds;
    if (lines.optimal === 'none') {
      $('method').querySelector('[value=optimal]').disabled = true;
      $('optnote').hidden = false;
      $('optnote').textContent = 'Optimal solves are off: start the server with --table NAME (cube tables --list names the families).';
    }
    if (lines.steps === 'none') $('method').querySelector('[value=step]').disabled = true;
  } catch (e) { say('The server does not answer.', 'error'); }
}
if (typeof document !== 'undefined') init();
else if (typeof module !== 'undefined') module.exports = { turn, applyMove, parseMoves, SOLVED, PERM, CORNERS, EDGES, POINT };
