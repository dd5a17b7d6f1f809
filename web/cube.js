// The page of cube serve: a net to paint, the keys, the solvers' calls, the answers,
// and a cube in 3D (CSS transforms) that plays them.
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
let shown = SOLVED;    // what the net and the cube show (a step of the solution)
let brush = 'U';
let answer = null;     // the last answer of the server
let base = SOLVED, moves = [], states = [SOLVED], at = 0, playing = null, busy = null;
let limit = 60;        // the server's longest solve, in seconds
let held = FACES;      // for the keys: the centre in the place of U, R, F, D, L, B
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

// --- the cube in 3D: 26 cubies, CSS transforms ----------------------------------
// A cubie at c (x towards R, y towards U, z towards F) is placed at
// (x, -y, z) sides in CSS, whose y axis points down. Each of its six sides
// is turned to face its normal; a side on the surface is facelet 2c + n.
// A move turns the cubies of its layer by a transition of rotate3d about
// the face's normal; at its end they go back and take the new colours.
const SIDES = [[[1, 0, 0], 'rotateY(90deg)'], [[-1, 0, 0], 'rotateY(-90deg)'], [[0, 1, 0], 'rotateX(90deg)'],
  [[0, -1, 0], 'rotateX(-90deg)'], [[0, 0, 1], ''], [[0, 0, -1], 'rotateY(180deg)']];
const CUBIES = [], STICK = [];
let anim = null;
const place = c => `translate3d(calc(var(--s) * ${c[0]}), calc(var(--s) * ${-c[1]}), calc(var(--s) * ${c[2]}))`;
function build3d() {
  const root = $('cube3d');
  for (let x = -1; x <= 1; x++) for (let y = -1; y <= 1; y++) for (let z = -1; z <= 1; z++) {
    if (!x && !y && !z) continue;
    const c = [x, y, z], e = document.createElement('div');
    e.className = 'cubie'; e.style.transform = place(c);
    for (const [n, rot] of SIDES) {
      const s = document.createElement('div');
      s.className = 'side'; s.style.transform = rot + ' translateZ(calc(var(--s) / 2))';
      if (c[0] * n[0] + c[1] * n[1] + c[2] * n[2] === 1) {
        const i = INDEX.get([0, 1, 2].map(a => 2 * c[a] + n[a]).join(','));
        s.dataset.i = i; STICK[i] = s;
      }
      e.appendChild(s);
    }
    root.appendChild(e);
    CUBIES.push({ c, e });
  }
}
function paint3d(s) {
  for (let x = 0; x < 54; x++) STICK[x].style.background = COLOUR[s[x]] || '#888';
  $('cube3d').dataset.facelets = s;
}
function finish3d() {
  if (!anim) return;
  clearTimeout(anim.timer);
  for (const { c, e } of anim.layer) { e.style.transition = 'none'; e.style.transform = place(c); }
  paint3d(anim.to);
  $('cube3d').dataset.moving = '';
  anim = null;
}
// show the move m from position "from" to "to": its face turns, [face, quarters]
// (one for a face turn; the two outer layers at once for a key's slice turn)
function turn3d(m, from, to, ms, turns = [[m[0], m.length === 1 ? 1 : m[1] === '2' ? 2 : 3]]) {
  finish3d();
  if (!STICK.length) return;
  paint3d(from);
  const layer = [];
  for (const [X, times] of turns) {
    const a = FRAME[X][0], angle = times === 3 ? -90 : 90 * times, axis = `${a[0]}, ${-a[1]}, ${a[2]}`;
    for (const { c, e } of CUBIES) if (c[0] * a[0] + c[1] * a[1] + c[2] * a[2] === 1) layer.push({ c, e, axis, angle });
  }
  for (const { c, e, axis } of layer) { e.style.transition = 'none'; e.style.transform = `rotate3d(${axis}, 0deg) ` + place(c); }
  void $('cube3d').offsetWidth; // the start of the transition
  for (const { c, e, axis, angle } of layer) {
    e.style.transition = `transform ${ms}ms ease-in-out`;
    e.style.transform = `rotate3d(${axis}, ${angle}deg) ` + place(c);
  }
  $('cube3d').dataset.moving = m; $('cube3d').dataset.last = m; $('cube3d').dataset.ms = ms;
  anim = { layer, to, timer: setTimeout(finish3d, ms + 20) };
}
const speed = () => Number($('speed').value) || 1;
const moveMs = () => Math.round(300 / speed());
function invert(m) { return m.length === 1 ? m + "'" : m[1] === '2' ? m : m[0]; }

function show(s, bad) { finish3d(); shown = s; drawNet(bad); paint3d(s); }
function setPainted(s, keepResult) {
  painted = s; held = FACES;
  if (!keepResult) { $('result').hidden = true; answer = null; load(s, [], ''); }
  else show(s);
  writeHash();
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

// --- the solvers' options, their defaults, and the link ---------------------------
// The defaults are the commands': two-phase at most 20 moves in 10 s; the
// optimal solver and the steps within the server's limit; a step eo on
// any axis, normal side, every shortest solution, at most 20 moves.
const DEFAULTS = { step: 'eo', axis: 'any', niss: 'normal', count: '', max: '20', all: 'one', family: '' };
const OPTIONS = ['step', 'axis', 'niss', 'count', 'max', 'all', 'family', 'time'];
const defaultTime = m => String(m === 'twophase' ? Math.min(10, limit) : limit);
function writeHash() {
  const h = new URLSearchParams(), m = $('method').value;
  h.set('f', painted);
  if (m !== 'twophase') h.set('m', m);
  for (const k of OPTIONS) {
    const e = $(k);
    if (!e.hidden && e.value !== (k === 'time' ? defaultTime(m) : DEFAULTS[k])) h.set(k, e.value);
  }
  const link = '#' + h.toString().replace(/%27/g, "'");
  $('link').href = link;
  if (location.hash !== link) history.replaceState(null, '', link);
}
function readHash(hash) {
  const h = new URLSearchParams((typeof hash === 'string' ? hash : location.hash).slice(1));
  const f = h.get('f');
  if (f && /^[URFDLB]{54}$/.test(f) && f !== painted) setPainted(f);
  const m = h.get('m') || 'twophase';
  if ($('method').querySelector(`[value="${m}"]:not([disabled])`)) { $('method').value = m; methodChanged(); }
  for (const k of OPTIONS) if (h.has(k)) {
    const e = $(k), v = h.get(k);
    if (e.tagName === 'SELECT' ? [...e.options].some(o => o.value === v) : /^\d*(\.\d+)?$/.test(v)) e.value = v;
  }
  writeHash();
}
function methodChanged() {
  const m = $('method').value;
  for (const e of document.querySelectorAll('.for-twophase, .for-step, .for-optimal'))
    e.hidden = !e.classList.contains('for-' + m);
  $('time').value = defaultTime(m);
  for (const k in DEFAULTS) $(k).value = DEFAULTS[k];
}

// --- solving, with progress and cancel ----------------------------------------------
async function solve() {
  const method = $('method').value, seconds = Number($('time').value) || 10;
  const fields = { position: painted, method, time: String(seconds) };
  if (method !== 'optimal') fields.max = $('max').value;
  else {
    if ($('all').value === 'all') fields.all = '1';
    if ($('family').value !== DEFAULTS.family) fields.family = $('family').value;
  }
  if (method === 'step') {
    for (const k of ['step', 'axis', 'niss']) fields[k] = $(k).value;
    if ($('count').value) fields.count = $('count').value;
  }
  // an optimal solve is named, and its progress (depth, states) asked for twice a second
  let id = '', reached = '';
  if (method === 'optimal') fields.id = id = 'p' + Math.random().toString(36).slice(2, 12);
  const poll = id && setInterval(async () => {
    try {
      const r = await fetch('api/progress?id=' + id);
      if (!r.ok) return;
      const o = Object.fromEntries((await r.json()).output.split('\n').filter(Boolean).map(l => l.split(' ')));
      reached = o.depth === '0' ? 'opening the table family; ' : 'depth ' + o.depth + ' (' + (o.taken / 10).toFixed(1) + '% of its tasks), ' +
        Number(o.nodes).toLocaleString('en-US') + ' states before it; ';
    } catch (e) { /* the next poll tries again */ }
  }, 500);
  const ctl = new AbortController(), t0 = performance.now();
  busy = ctl;
  $('solvebtn').disabled = true; $('cancel').disabled = false; $('progress').hidden = false;
  $('result').hidden = true; say('Solving...');
  const tick = setInterval(() => {
    const s = (performance.now() - t0) / 1000;
    $('bar').value = Math.min(1, s / seconds);
    $('elapsed').textContent = reached + s.toFixed(1) + ' s of at most ' + seconds + ' s';
  }, 100);
  try {
    const j = await call('api/solve', fields, ctl.signal);
    if (painted !== fields.position) say('The position changed while it was solved: solve it again.', 'warn');
    else await showAnswer(j);
  } catch (e) {
    if (e.name === 'AbortError') say('Cancelled.', 'warn');
    else say('No answer from the server: ' + e.message, 'error');
  } finally {
    clearInterval(tick); if (poll) clearInterval(poll); busy = null;
    $('solvebtn').disabled = false; $('cancel').disabled = true; $('progress').hidden = true;
  }
}
// a solution as the command prints it: moves (in parentheses on the inverse), length, step
const lineOf = s => (s.inverse ? '(' + s.moves + ')' : s.moves) + ' (' + s.length + ')' +
  (s.step ? ' ' + s.step + (s.axis ? '-' + s.axis : '') : '');
async function showAnswer(j) {
  if (j.http === 503) { say('The server is busy: ' + j.error, 'error'); return; }
  if (j.solutions === undefined) {
    say('Refused: ' + j.error, 'error');
    show(painted, faultyFacelets(j.error || '', painted));
    return;
  }
  answer = j;
  $('result').hidden = false;
  const facts = [];
  if (j.length !== undefined) facts.push(j.length + ' moves');
  if (j.optimal) facts.push('optimal');
  if (j.seconds !== undefined) facts.push((1000 * j.seconds).toFixed(1) + ' ms');
  $('facts').textContent = facts.join(', ');
  const ol = $('answers');
  ol.textContent = '';
  j.solutions.forEach((s, i) => {
    const li = document.createElement('li');
    li.textContent = lineOf(s);
    li.dataset.n = i;
    ol.appendChild(li);
  });
  $('answers').hidden = !j.solutions.length;
  const first = j.solutions[0];
  say(j.error ? 'Warning: ' + j.error : (first && first.moves === '' ? 'Already solved.' : j.note || 'Solved.'), j.error ? 'warn' : '');
  if (first) await choose(0);
  else load(painted, [], j.note || '');
}
// The position that solution n starts from: the painted one, or for a
// solution on the inverse (NISS) the inverse position, which is that of
// the moves of any solution of the painted one (P S = 1 gives P' = S).
const inverses = new Map();
async function choose(n) {
  const s = answer.solutions[n];
  let from = painted;
  if (s.inverse) {
    if (!inverses.has(painted)) {
      const j = await call('api/solve', { position: painted, method: 'twophase' });
      if (!j.solutions || !j.solutions.length) { say('The inverse position is unknown: ' + (j.error || ''), 'error'); return; }
      inverses.set(painted, parseMoves(j.solutions[0].moves).reduce(applyMove, SOLVED));
    }
    from = inverses.get(painted);
  }
  for (const li of $('answers').children) li.classList.toggle('playing', Number(li.dataset.n) === n);
  load(from, parseMoves(s.moves), s.inverse ? 'on the inverse' : '');
}

// --- the player -----------------------------------------------------------------------
function load(from, ms, note) {
  pause();
  base = from; moves = ms; states = [from];
  for (const m of ms) states.push(applyMove(states[states.length - 1], m));
  const sol = $('solution');
  sol.textContent = '';
  sol.dataset.note = note;
  moves.forEach((m, i) => {
    const e = document.createElement('span');
    e.textContent = m + ' ';
    e.addEventListener('click', () => { pause(); go(i + 1, false); });
    sol.appendChild(e);
  });
  if (note) { const e = document.createElement('em'); e.textContent = note; sol.appendChild(e); }
  $('scrub').max = moves.length;
  go(0, false);
}
// show step k of the solution; a single step forward or back is animated
function go(k, animate) {
  k = Math.max(0, Math.min(moves.length, k));
  if (animate && k === at + 1) turn3d(moves[at], states[at], states[k], moveMs());
  else if (animate && k === at - 1) turn3d(invert(moves[k]), states[at], states[k], moveMs());
  else { finish3d(); paint3d(states[k]); }
  at = k; shown = states[k];
  drawNet();
  $('solution').querySelectorAll('span').forEach((e, i) => { e.className = i < at ? 'done' : i === at ? 'now' : ''; });
  $('scrub').value = at;
  $('at').textContent = at + ' / ' + moves.length + (at === moves.length && shown === SOLVED ? ' solved' : '');
}
function pause() {
  if (playing) clearTimeout(playing);
  playing = null;
  $('play').textContent = 'Play'; $('play').setAttribute('aria-label', 'play');
}
function play() {
  if (playing) { pause(); return; }
  if (at >= moves.length) go(0, false);
  $('play').textContent = 'Pause'; $('play').setAttribute('aria-label', 'pause');
  const tick = () => {
    if (at >= moves.length) { pause(); return; }
    go(at + 1, true);
    playing = setTimeout(tick, moveMs() + 120);
  };
  playing = setTimeout(tick, 0);
}

// --- the keys: cstimer's map: face turns, wide turns, slice turns, rotations ------
const KEYS = { j: 'U', f: "U'", i: 'R', k: "R'", h: 'F', g: "F'", s: 'D', l: "D'", d: 'L', e: "L'", w: 'B', o: "B'",
  u: 'r', m: "r'", v: 'l', r: "l'", ',': 'u', c: "u'", z: 'd', '/': "d'",
  5: 'M', 6: 'M', x: "M'", '.': "M'", 2: 'E', 9: "E'", 0: 'S', 1: "S'",
  t: 'x', y: 'x', b: "x'", n: "x'", ';': 'y', a: "y'", p: 'z', q: "z'" };
// A word as the program reads it (the first chapter): face turns of the
// places, [place, quarters], and a rotation about a place's face, relative
// to the centres: r = L x, M = R L' x' (turned as L), E = U D' y' (as D),
// S = F' B z (as F); a rotation moves no facelet, but the centre in each
// place, which a later key's face names (after x, U turns the front centre's face).
const OPP = { U: 'D', R: 'L', F: 'B', D: 'U', L: 'R', B: 'F' };
const ABOUT = { x: 'R', y: 'U', z: 'F', M: 'L', E: 'D', S: 'F' };
function readWord(w) {
  const q = w.endsWith("'") ? 3 : 1, c = w[0], X = c.toUpperCase();
  if (FACES.includes(c)) return { turns: [[c, q]], rot: null };
  if (FACES.includes(X)) return { turns: [[OPP[X], q]], rot: [X, q] };
  if ('xyz'.includes(c)) return { turns: [], rot: [ABOUT[c], q] };
  return { turns: [[OPP[ABOUT[c]], q], [ABOUT[c], 4 - q]], rot: [ABOUT[c], q] };
}
// the centres after a rotation as the face of place X turns, q quarters:
// the place of normal v goes to a (a.v) - a x v, as a facelet does
function rotate(h, X, q) {
  const a = FRAME[X][0], out = h.split('');
  for (let n = 0; n < q; n++) {
    const t = out.slice();
    for (let k = 0; k < 6; k++) {
      const v = FRAME[FACES[k]][0], dot = a[0] * v[0] + a[1] * v[1] + a[2] * v[2];
      const w = [0, 1, 2].map(i => a[i] * dot - (a[(i + 1) % 3] * v[(i + 2) % 3] - a[(i + 2) % 3] * v[(i + 1) % 3]));
      out[FACES.split('').findIndex(f => FRAME[f][0].join() === w.join())] = t[k];
    }
  }
  return out.join('');
}
function onKey(e) {
  if (e.ctrlKey || e.metaKey || e.altKey || /^(INPUT|SELECT|TEXTAREA|SUMMARY)$/.test(e.target.tagName)) return;
  if (e.target.tagName === 'BUTTON' && (e.key === ' ' || e.key === 'Enter')) return; // the button's own
  if (e.key in KEYS) {
    const w = KEYS[e.key], { turns, rot } = readWord(w), from = painted;
    const faces = turns.map(([P, q]) => [held[FACES.indexOf(P)], q]);
    const to = faces.reduce((s, [X, q]) => turn(s, X, q), from), h = rot ? rotate(held, ...rot) : held;
    if (to !== from) { setPainted(to); turn3d(w, from, to, moveMs(), faces); }
    held = h;
    say('Turned ' + w + (h === FACES ? '.' : '; held with ' + NAME[h[0]] + ' up, ' + NAME[h[2]] + ' in front.'));
  } else if (e.key === ' ' && moves.length) play();
  else if (e.key === 'ArrowRight') { pause(); go(at + 1, true); }
  else if (e.key === 'ArrowLeft') { pause(); go(at - 1, true); }
  else return;
  e.preventDefault();
}

// --- wiring ------------------------------------------------------------------------------
function pick(f) {
  brush = f;
  for (const b of $('palette').children) b.setAttribute('aria-checked', String(b.dataset.face === f));
}
async function init() {
  for (const f of FACES) {
    const b = document.createElement('button');
    b.type = 'button'; b.dataset.face = f; b.textContent = f;
    b.style.background = COLOUR[f]; b.style.color = f === 'U' || f === 'D' ? '#222' : '#fff';
    b.setAttribute('role', 'radio'); b.setAttribute('aria-label', f + ' (' + NAME[f] + ')');
    b.addEventListener('click', () => pick(f));
    $('palette').appendChild(b);
  }
  pick('U');
  build3d();
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
    $('scramble').value = j.output.trim(); fill(j.output.trim());
  });
  $('solve').addEventListener('submit', e => { e.preventDefault(); if (!busy) solve(); });
  $('solve').addEventListener('change', e => { if (e.target.id === 'method') methodChanged(); writeHash(); });
  $('cancel').addEventListener('click', () => { if (busy) busy.abort(); });
  $('answers').addEventListener('click', e => { const li = e.target.closest('li'); if (li) choose(Number(li.dataset.n)); });
  $('first').addEventListener('click', () => { pause(); go(0, false); });
  $('back').addEventListener('click', () => { pause(); go(at - 1, true); });
  $('fwd').addEventListener('click', () => { pause(); go(at + 1, true); });
  $('last').addEventListener('click', () => { pause(); go(moves.length, false); });
  $('play').addEventListener('click', play);
  $('scrub').addEventListener('input', () => { pause(); go(Number($('scrub').value), false); });
  document.addEventListener('keydown', onKey);
  const hash = location.hash, f = new URLSearchParams(hash.slice(1)).get('f');
  setPainted(f && /^[URFDLB]{54}$/.test(f) ? f : SOLVED);
  methodChanged();
  try {
    const r = await fetch('api/tables');
    const lines = Object.fromEntries((await r.json()).output.split('\n').map(l => l.split(' ')).map(([k, ...v]) => [k, v.join(' ')]));
    limit = Number(lines.seconds) || 60;
    $('time').max = limit;
    if (lines.default) {
      const [fam, built] = lines.default.split(' ');
      $('optnote').innerHTML = 'The optimal solver uses <code>' + fam + '</code>, the family that <code>cube solve --optimal</code> ' +
        'chooses on this machine' + (built === 'built' ? '.' : ': it is not built yet, and the first optimal solve builds it' +
        (lines.cost ? ' (' + lines.cost.replace(/&/g, '&amp;').replace(/</g, '&lt;') + ').' : '.'));
    } else $('optnote').textContent = 'The optimal solver uses the family ' + lines.optimal + '.';
    // the families a solve may name: the server's first, then those built
    const fams = (lines.families || '').split(' ').filter(Boolean);
    if (fams.length) {
      $('family').innerHTML = '';
      fams.forEach((f, i) => $('family').add(new Option(i ? f : f + ' (the server\'s)', f)));
      DEFAULTS.family = fams[0];
    }
    if (lines.steps === 'none') $('method').querySelector('[value=step]').disabled = true;
    methodChanged();
  } catch (e) { say('The server does not answer.', 'error'); }
  readHash(hash);
  window.addEventListener('hashchange', readHash);
  document.body.dataset.ready = '1';
}
if (typeof document !== 'undefined') init();
else if (typeof module !== 'undefined') module.exports = { turn, applyMove, parseMoves, SOLVED, PERM, CORNERS, EDGES, POINT };
