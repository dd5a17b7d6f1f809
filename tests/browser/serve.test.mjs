// The page of `cube serve` in a real browser (Debian's chromium, driven by
// playwright-core): paint a cube by clicks, solve it, play the solution to
// the solved cube, refuse an impossible cube and mark it, fill from a
// scramble, follow a link, cancel an optimal solve; then the second page's
// parts: the layout on one screen at 1280x800 and in one column at 390x844,
// the cube in 3D and its player (play, pause, steps, scrub, speed), every
// solver's options against the command's answers, the answers' lines, the
// keys, and the links that carry the solver. It prints the page's size in
// bytes and the load time it saw (reported, not checked).
// usage: node tests/browser/serve.test.mjs CUBE OUTDIR   (screenshots in OUTDIR)
// Ends with "browser: P passed, F failed". Only the loopback address is used.
import { chromium } from 'playwright-core';
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const [cube = './cube', outdir = 'build/browser'] = process.argv.slice(2);
mkdirSync(outdir, { recursive: true });
let passed = 0, failed = 0, serverLog = '';
function check(ok, what, detail) {
  if (ok) passed++; else { failed++; console.log(`not ok - ${what}${detail !== undefined ? ': ' + detail : ''}`); }
}
const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
// the facelets of a position, from the command itself (cube show's net)
function facelets(position) {
  const rows = execFileSync(cube, ['show', '--no-colour', position]).toString().trimEnd().split('\n').map(l => l.trim().split(/\s+/));
  const f = { U: [], L: [], F: [], R: [], B: [], D: [] };
  for (let i = 0; i < 3; i++) f.U.push(...rows[i]);
  for (let i = 3; i < 6; i++) ['L', 'F', 'R', 'B'].forEach((k, j) => f[k].push(...rows[i].slice(3 * j, 3 * j + 3)));
  for (let i = 6; i < 9; i++) f.D.push(...rows[i]);
  return 'URFDLB'.split('').map(k => f[k].join('')).join('');
}
const parseMoves = t => t.trim().split(/\s+/).filter(w => /^[URFDLB][2']?$/.test(w));
// the inverse of a sequence of moves, and the command's answer of a step
const inverse = seq => seq.trim().split(/\s+/).reverse().map(m => m.length === 1 ? m + "'" : m[1] === '2' ? m : m[0]).join(' ');
function stepLines(position, args) {
  const j = JSON.parse(execFileSync(cube, ['step', ...args, '--format', 'json', position]).toString());
  return j.solutions.map(s => (s.inverse ? '(' + s.moves + ')' : s.moves) + ' (' + s.length + ') ' + s.step + '-' + s.axis);
}
function startServer(args = ['--table', 'small', '--solves', '1']) {
  return new Promise((resolve, reject) => {
    const p = spawn(cube, ['serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stderr.on('data', d => { serverLog += d; });
    p.stdout.on('data', d => { out += d; const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//); if (m) resolve({ p, url: m[0] }); });
    p.on('exit', c => reject(new Error('the server ended with status ' + c)));
  });
}

// --- the second pass on the page -----------------------------------------------
// a page of the given size, its errors counted with the others
async function openPage(width, height, hash = '') {
  const p = await browser.newPage({ viewport: { width, height } });
  p.on('pageerror', e => errors.push(e.message));
  p.on('console', m => { if (m.type() === 'error' && !/status of 422/.test(m.text())) errors.push(m.text()); });
  await p.goto(url + hash);
  await p.waitForSelector('body[data-ready]');
  return p;
}
const net = p => p.locator('#net').getAttribute('data-facelets');
const cube3d = p => p.locator('#cube3d').getAttribute('data-facelets');
const box = (p, sel) => p.locator(sel).first().evaluate(e => { const r = e.getBoundingClientRect(); return { l: r.left, t: r.top, r: r.right, b: r.bottom }; });
const hscroll = p => p.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
async function fillWith(p, text) {
  await p.fill('#scramble', text);
  await p.click('#fillbtn');
  await p.waitForFunction(t => document.getElementById('message').textContent === `Filled from "${t}".`, text);
}
async function solveWith(p, method, options = {}) {
  await p.selectOption('#method', method);
  for (const [k, v] of Object.entries(options))
    if (await p.locator('#' + k).evaluate(e => e.tagName) === 'SELECT') await p.selectOption('#' + k, v); else await p.fill('#' + k, v);
  await p.click('#solvebtn');
  await p.waitForFunction(() => !document.getElementById('result').hidden || document.getElementById('message').className === 'error', null, { timeout: 30000 });
  await p.waitForFunction(() => document.getElementById('solution').children.length || document.getElementById('answers').children.length === 0);
}
const lines = p => p.locator('#answers li').allTextContents();
const settled = p => p.waitForFunction(() => !document.getElementById('cube3d').dataset.moving);

async function secondPass() {
  // the page's size, from its own files, and the load time this run saw
  const p = await openPage(1280, 800);
  const sizes = await p.evaluate(async () => {
    const out = {};
    for (const f of ['index.html', 'cube.css', 'cube.js', 'icon.svg']) out[f] = (await (await fetch(f)).arrayBuffer()).byteLength;
    const nav = performance.getEntriesByType('navigation')[0];
    out.load = nav.loadEventEnd - nav.startTime;
    return out;
  });
  const bytes = sizes['index.html'] + sizes['cube.css'] + sizes['cube.js'] + sizes['icon.svg'];
  console.log(`browser: the page is ${bytes} bytes (index.html ${sizes['index.html']}, cube.css ${sizes['cube.css']}, ` +
    `cube.js ${sizes['cube.js']}, icon.svg ${sizes['icon.svg']}); its load took ${sizes.load.toFixed(1)} ms here`);
  check(bytes > 0 && bytes < 100000, 'the page is under 100 kB', bytes);

  // the cube in 3D: 26 cubies, 54 stickers, the net's position seen from U, F and R
  check(await p.locator('#cube3d .cubie').count() === 26, 'the cube in 3D has 26 cubies');
  check(await p.locator('#cube3d .side[data-i]').count() === 54, 'the cube in 3D has 54 stickers');
  const scramble = "R U F L2 D' B";
  await fillWith(p, scramble);
  await settled(p);
  check(await cube3d(p) === facelets(scramble) && await net(p) === facelets(scramble), 'the cube in 3D shows the filled position');
  const seen = await p.evaluate(() => {
    const at = i => { const e = document.querySelector(`#cube3d .side[data-i="${i}"]`), r = e.getBoundingClientRect();
      return { x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2, top: document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2) === e }; };
    const s = Object.fromEntries([0, 2, 6, 9, 11, 18, 20, 24, 4, 13, 22, 31, 40, 49].map(i => [i, at(i)]));
    return { faces: [4, 13, 22, 31, 40, 49].map(i => s[i].top), order: s[0].x < s[2].x && s[0].y < s[6].y && s[18].x < s[20].x &&
      s[18].y < s[24].y && s[9].x < s[11].x && s[6].y < s[18].y && s[20].x < s[11].x };
  });
  check(JSON.stringify(seen.faces) === '[true,true,true,false,false,false]', 'the cube in 3D shows U, R and F, and hides D, L and B', JSON.stringify(seen.faces));
  check(seen.order, 'the stickers of the cube in 3D are where the net puts them');

  // the layout at 1280x800: three columns, all on the screen, no scrolling sideways
  await solveWith(p, 'twophase');
  const sol = (await p.locator('#answers li').first().textContent()).replace(/ \(\d+\)$/, '');
  check(parseMoves(sol).length > 0, 'the two-phase answer is listed', sol);
  const wide = {};
  for (const sel of ['#editor', '#viewer', '#solver', '#net', '#scene', '#player', '#scrub', '#scramble', '#solvebtn', '#answers li'])
    wide[sel] = await box(p, sel);
  check(Object.values(wide).every(b => b.t >= 0 && b.b <= 800 && b.l >= 0 && b.r <= 1280), 'at 1280x800 the cube, its input and the answer fit the screen',
    JSON.stringify(wide));
  check(wide['#editor'].r <= wide['#viewer'].l && wide['#viewer'].r <= wide['#solver'].l, 'at 1280x800 the three parts stand side by side');
  check(!(await hscroll(p)), 'at 1280x800 there is no horizontal scroll');
  await p.click('#fwd');
  check(await p.locator('#cube3d').getAttribute('data-last') === parseMoves(sol)[0], 'a step forward turns a layer of the cube in 3D',
    await p.locator('#cube3d').getAttribute('data-last'));
  await p.waitForTimeout(120);
  await p.screenshot({ path: `${outdir}/serve-1280x800.png` });
  await settled(p);

  // the player: steps, scrub, speed, play and pause, the move highlighted, the net in step
  const ms = parseMoves(sol), n = ms.length;
  const after = k => facelets(scramble + ' ' + ms.slice(0, k).join(' '));
  check(await net(p) === after(1) && await cube3d(p) === after(1), 'after a step the net and the cube in 3D agree with the command');
  await p.locator('#scrub').fill(String(n - 1));
  check(await net(p) === after(n - 1) && await cube3d(p) === after(n - 1), 'the scrub bar moves to a move', await p.textContent('#at'));
  check(await p.locator('#solution span.now').evaluate(e => [...e.parentNode.children].indexOf(e)) === n - 1, 'the next move is highlighted');
  await p.locator('#solution span').nth(2).click();
  check(await net(p) === after(3) && (await p.textContent('#at')).startsWith('3 / '), 'a click on a move of the line goes to the position after it');
  await p.evaluate(() => document.activeElement.blur());
  await p.keyboard.press('ArrowRight');
  await settled(p);
  check(await net(p) === after(4) && await cube3d(p) === after(4), 'the right arrow steps forward');
  await p.locator('#scrub').fill(String(n - 1));
  await p.selectOption('#speed', '4');
  await p.click('#back');
  check(await p.locator('#cube3d').getAttribute('data-last') === inverse(ms[n - 2]), 'a step back turns the inverse move',
    await p.locator('#cube3d').getAttribute('data-last'));
  check(await p.locator('#cube3d').getAttribute('data-ms') === '75', 'the speed 4x turns a move in 75 ms');
  await settled(p);
  check(await net(p) === after(n - 2), 'a step back gives the position before the move');
  await p.click('#first');
  await p.selectOption('#speed', '0.5');
  await p.click('#play');
  check(await p.textContent('#play') === 'Pause', 'Play becomes Pause');
  await p.waitForFunction(() => document.getElementById('scrub').value >= 2);
  await p.click('#play');
  const paused = await p.locator('#scrub').inputValue();
  await p.waitForTimeout(300);
  check(await p.locator('#scrub').inputValue() === paused && Number(paused) < n, 'Pause stops the player', paused);
  await p.selectOption('#speed', '4');
  await p.click('#play');
  await p.waitForFunction(() => document.getElementById('at').textContent.endsWith('solved'), null, { timeout: 10000 });
  await settled(p);
  check(await net(p) === SOLVED && await cube3d(p) === SOLVED, 'Play plays the answer to the solved cube');
  await p.keyboard.press('ArrowLeft');
  await settled(p);
  check(await net(p) === after(n - 1), 'the left arrow steps back');
  await p.evaluate(() => document.activeElement.blur());
  await p.selectOption('#speed', '0.5');
  await p.evaluate(() => document.activeElement.blur());
  await p.click('#first');
  await p.evaluate(() => document.activeElement.blur());
  await p.keyboard.press(' ');
  check(await p.textContent('#play') === 'Pause', 'space plays');
  await p.keyboard.press(' ');
  check(await p.textContent('#play') === 'Play', 'space pauses');
  await p.selectOption('#speed', '1');

  // a step with its options, against the command's answers; any line plays
  await solveWith(p, 'step', { step: 'dr', niss: 'both' });
  const drLines = await lines(p);
  check(JSON.stringify(drLines) === JSON.stringify(stepLines(scramble, ['dr', '--niss', 'both'])), 'dr on both sides lists the command\'s solutions, one a line',
    drLines.join(' | '));
  const steps = {};
  for (const sel of ['#solver', '#answers', '#scene', '#player', '#net']) steps[sel] = await box(p, sel);
  check(Object.values(steps).every(b => b.t >= 0 && b.b <= 800 && b.r <= 1280) && !(await hscroll(p)),
    'at 1280x800 a step\'s options and answers fit the screen too', JSON.stringify(steps));
  const inv = drLines.findIndex(l => l.startsWith('('));
  check(inv >= 0, 'a solution on the inverse is listed');
  await p.locator('#answers li').nth(inv).click();
  await p.waitForFunction(() => (document.querySelector('#solution em') || {}).textContent === 'on the inverse');
  check(await net(p) === facelets(inverse(scramble)), 'a line on the inverse plays from the inverse position', await net(p));
  await p.click('#last');
  const invMoves = drLines[inv].replace(/^\(([^)]*)\).*$/, '$1');
  check(await net(p) === facelets(inverse(scramble) + ' ' + invMoves), 'its moves bring the inverse to its end');
  check(await p.locator('#answers li.playing').count() === 1, 'the line played is marked');
  const normal = drLines.findIndex(l => !l.startsWith('('));
  check(normal >= 0, 'a solution on the scramble itself is listed');
  await p.locator('#answers li').nth(normal).click();
  await p.waitForFunction(() => !document.querySelector('#solution em'));
  check(await net(p) === facelets(scramble), 'another line plays from the painted position');
  await solveWith(p, 'step', { step: 'eo', axis: 'ud', niss: 'normal', count: '2' });
  const eo = await lines(p);
  check(eo.length === 2 && JSON.stringify(eo) === JSON.stringify(stepLines(scramble, ['eo', '--axis', 'ud', '--count', '2'])),
    'eo on the axis ud with count 2: the command\'s two first solutions', eo.join(' | '));
  const link = await p.locator('#link').getAttribute('href');
  check(link === `#f=${facelets(scramble)}&m=step&axis=ud&count=2`, 'the link carries the solver and the options that are not the defaults', link);
  await solveWith(p, 'twophase', { max: '19', time: '5' });
  check(Number((await p.textContent('#facts')).split(' ')[0]) <= 19, 'two-phase with max 19 answers at most 19 moves');
  check((await p.locator('#link').getAttribute('href')).endsWith('&max=19&time=5'), 'the link carries max and time');
  await p.selectOption('#method', 'optimal');
  check(await p.isHidden('#max') && await p.inputValue('#time') === '60', 'the optimal solver takes only a time, the server\'s limit by default');
  await p.click('#solvebtn');
  await p.waitForSelector('#result:not([hidden])', { timeout: 30000 });
  check(/optimal/.test(await p.textContent('#facts')), 'an optimal solve says so', await p.textContent('#facts'));
  await solveWith(p, 'optimal', { all: 'all' });
  const every = await lines(p), painted = await net(p);
  const want = JSON.parse(execFileSync(cube, ['solve', '--optimal', '--all', '--table', 'small', '--format', 'json', painted]).toString())
    .solutions.map(s => s.moves + ' (' + s.length + ')');
  check(every.length >= 1 && JSON.stringify(every) === JSON.stringify(want), 'every shortest solution: the command\'s list, one a line',
    every.join(' | ') + ' / ' + want.join(' | '));
  check((await p.locator('#link').getAttribute('href')).includes('&all=all'), 'the link carries every shortest solution');
  // the families a solve may name: those of /api/tables, the server's first and chosen
  const fams = await p.locator('#family option').evaluateAll(o => o.map(e => e.value));
  const tablesLine = JSON.parse(await p.evaluate(async () => JSON.stringify(await (await fetch('api/tables')).json())))
    .output.split('\n').find(l => l.startsWith('families ')) || '';
  check(fams.length >= 1 && fams[0] === 'small' && await p.inputValue('#family') === 'small' &&
    fams.join(' ') === tablesLine.slice(9), 'the family choice lists the server\'s families, its own first', fams.join(' ') + ' / ' + tablesLine);
  if (fams.length > 1) {
    await solveWith(p, 'optimal', { family: fams[1] });
    const other = JSON.parse(execFileSync(cube, ['solve', '--optimal', '--table', fams[1], '--format', 'json', await net(p)]).toString());
    const facts = await p.textContent('#facts');
    check(Number(facts.split(' ')[0]) === other.length && /optimal/.test(facts),
      'a solve with another family answers with the command\'s length', fams[1] + ': ' + facts + ' / ' + other.length);
    check((await p.locator('#link').getAttribute('href')).includes('&family=' + fams[1]), 'the link carries the family');
  } else console.log('serve.test: note: one family built; the choice of another was not tried');

  // the link restores the position, the solver and its options
  const p3 = await openPage(1000, 800, `#f=${facelets(scramble)}&m=step&step=htr&niss=inverse&count=3&max=18`);
  check(await net(p3) === facelets(scramble) && await p3.inputValue('#method') === 'step' && await p3.inputValue('#step') === 'htr' &&
    await p3.inputValue('#niss') === 'inverse' && await p3.inputValue('#count') === '3' && await p3.inputValue('#max') === '18' &&
    await p3.inputValue('#axis') === 'any', 'a link restores the solver and its options',
    JSON.stringify(await Promise.all(['#method', '#step', '#niss', '#count', '#max', '#axis'].map(k => p3.inputValue(k)))) + (await net(p3)));
  await p3.evaluate(() => { location.hash = '#f=' + document.getElementById('net').dataset.facelets + '&m=step&step=dr'; });
  await p3.waitForFunction(() => document.getElementById('step').value === 'dr');
  check(await p3.inputValue('#method') === 'step' && await p3.inputValue('#niss') === 'normal', 'a new address in the same page sets the solver too');
  await p3.close();

  // the keys: cstimer's map turns the painted cube, except in a text field
  await p.click('#reset');
  await p.locator('body').press('i');
  await p.keyboard.type('jkfhgsldewo');
  await settled(p);
  const keyed = "R U R' U' F F' D D' L L' B B'";
  check(await net(p) === facelets(keyed) && await cube3d(p) === facelets(keyed), 'the keys i j k f h g s l d e w o turn R U R\' U\' F F\' D D\' L L\' B B\'', await net(p));
  await p.focus('#scramble');
  await p.keyboard.press('i');
  check(await net(p) === facelets(keyed), 'a key typed in the scramble box turns nothing');
  // the keys of slice turns, rotations and wide turns (cstimer's map, written
  // anew here): each turns the painted cube as the program reads the move, and
  // the next keys name the faces of the cube as the program holds it then
  const MORE = { 5: 'M', 6: 'M', x: "M'", '.': "M'", 2: 'E', 9: "E'", 0: 'S', 1: "S'", t: 'x', y: 'x', b: "x'", n: "x'",
    ';': 'y', a: "y'", p: 'z', q: "z'", u: 'r', m: "r'", v: 'l', r: "l'", ',': 'u', c: "u'", z: 'd', '/': "d'" };
  await p.click('#reset');
  await p.locator('body').press('5');
  await settled(p);
  check(await net(p) === facelets('M') && await cube3d(p) === facelets('M') && facelets('M') === facelets("R L'"),
    'the key 5 turns M, which the program reads as R L\' with the centres put back', await net(p));
  check(await p.locator('#cube3d').getAttribute('data-last') === 'M', 'the cube in 3D turns M');
  await p.locator('body').press('j');
  await settled(p);
  check(await net(p) === facelets('M U') && await cube3d(p) === facelets('M U'), 'after M the key j turns U as the program reads M U', await net(p));
  await p.click('#reset');
  await p.locator('body').press('t');
  check(await net(p) === SOLVED && facelets('x') === SOLVED && await p.textContent('#message') === 'Turned x; held with green up, yellow in front.',
    'the key t turns x: no facelet moves, and the page says how the cube is held', await p.textContent('#message'));
  await p.locator('body').press('j');
  await settled(p);
  check(await net(p) === facelets('x U') && facelets('x U') === facelets('F'), 'after x the key j turns the green face, as the program reads x U');
  const wrong = [];
  for (const k of Object.keys(MORE)) {
    await p.click('#reset');
    await p.keyboard.type(k + 'jh');
    await settled(p);
    const seq = MORE[k] + ' U F';
    if (await net(p) !== facelets(seq) || await cube3d(p) !== facelets(seq)) wrong.push(k + 'jh (' + seq + ')');
  }
  check(wrong.length === 0, `each of the ${Object.keys(MORE).length} keys, then j and h, turns its move, then U and F, as the program reads them`, wrong.join(', '));
  const all = Object.keys(MORE).join('') + 'jkfhgsldewo';
  const words = [...all].map(k => MORE[k] || { j: 'U', k: "R'", f: "U'", h: 'F', g: "F'", s: 'D', l: "D'", d: 'L', e: "L'", w: 'B', o: "B'" }[k]).join(' ');
  await p.click('#reset');
  await p.keyboard.type(all);
  await settled(p);
  check(await net(p) === facelets(words) && await cube3d(p) === facelets(words), `the keys ${all} turn ${words}`, await net(p));
  await p.click('#reset');
  await p.locator('body').press('j');
  check(await net(p) === facelets('U'), 'the Solved button holds the cube as at the start again: j turns U');
  // the scramble box reads the program's notations: cubies and facelets
  const reid = 'UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR';
  await fillWith(p, reid);
  check(await net(p) === facelets(reid), 'the scramble box reads cubies');
  await fillWith(p, facelets("F2 B'"));
  check(await net(p) === facelets("F2 B'"), 'the scramble box reads facelets');
  await p.close();

  // the phone: one column, no horizontal scroll
  const q = await openPage(390, 844, '#f=' + facelets(scramble));
  await solveWith(q, 'twophase');
  await q.click('#keys summary');
  check(await q.isVisible('#keymap'), 'the key map opens');
  const narrow = [];
  for (const sel of ['#editor', '#viewer', '#solver']) narrow.push(await box(q, sel));
  check(narrow.every(b => b.l >= 0 && b.r <= 390) && narrow[0].b <= narrow[1].t && narrow[1].b <= narrow[2].t, 'at 390x844 the parts are one column',
    JSON.stringify(narrow));
  check(!(await hscroll(q)), 'at 390x844 there is no horizontal scroll');
  await q.screenshot({ path: `${outdir}/serve-390x844.png`, fullPage: true });
  await q.close();

  // a server without a table family uses the one cube solve --optimal would use, and names it
  const { p: bare, url: bareUrl } = await startServer(['--no-steps', '--solves', '1']);
  try {
    const b = await browser.newPage();
    await b.goto(bareUrl);
    await b.waitForSelector('body[data-ready]');
    await b.selectOption('#method', 'optimal');
    const note = await b.textContent('#optnote');
    const defaults = execFileSync(cube, ['tables', '--list']).toString().split('\n').filter(l => /\bdefault\b/.test(l)).map(l => l.split(/\s+/)[0]);
    const named = (note.match(/^The optimal solver uses (\S+), the family/) || [])[1];
    check(!await b.locator('#method option[value=optimal]').isDisabled() && await b.isVisible('#optnote') && defaults.includes(named),
      'without --table the optimal solver is on, with the family cube solve --optimal chooses', note + ' / ' + defaults.join(' '));
    await b.close();
  } finally { bare.kill('SIGTERM'); }
}

const { p: server, url } = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1000, height: 1100 } });
const errors = [];
page.on('pageerror', e => errors.push(e.message));
// a refused cube is answered with 422, which the browser reports as a failed load
page.on('console', m => { if (m.type() === 'error' && !/status of 422/.test(m.text())) errors.push(m.text()); });
const shown = () => page.locator('#net').getAttribute('data-facelets');
async function paint(target) {
  const now = await shown();
  for (let x = 0; x < 54; x++) if (now[x] !== target[x]) {
    await page.click(`#palette button[data-face="${target[x]}"]`);
    await page.click(`#net rect[data-i="${x}"]`);
  }
}
try {
  await page.goto(url);
  await page.waitForSelector('#net rect');
  check(await page.locator('#net rect').count() === 54, 'the net has 54 stickers');
  check(await shown() === SOLVED, 'the page starts with the solved cube');

  // paint "R U F'" by clicks, solve it, play the solution to the end
  const target = facelets("R U F'");
  await paint(target);
  check(await shown() === target, 'painting by clicks gives the position', await shown());
  await page.click('#solvebtn');
  await page.waitForSelector('#result:not([hidden])', { timeout: 20000 });
  const facts = await page.textContent('#facts');
  check(/^\d+ moves, optimal, [\d.]+ ms$/.test(facts),
    'the answer gives the length, that it is shortest (the short search) and the time', facts);
  const n = await page.locator('#solution span').count();
  check(n === Number(facts.split(' ')[0]), 'the solution has as many moves as its length', n);
  for (let i = 0; i < n; i++) {
    if (i === 2) await page.screenshot({ path: `${outdir}/serve-playing.png`, fullPage: true });
    await page.click('#fwd');
  }
  check(await shown() === SOLVED, 'playing the solution to its end gives the solved cube', await shown());
  check((await page.textContent('#at')).includes('solved'), 'the player says solved');
  await page.click('#back');
  check(await shown() !== SOLVED, 'one move back is not solved');
  await page.click('#first');
  check(await shown() === target, 'back to the start gives the painted position');

  // an impossible cube: the corner URF twisted in place
  await page.click('#reset');
  await paint('UUUUUUUUFURRRRRRRRFFRFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB');
  await page.click('#solvebtn');
  await page.waitForSelector('#message.error');
  const msg = await page.textContent('#message');
  check(msg.includes('twisted corner'), 'an impossible cube is refused with the reason', msg);
  const bad = await page.locator('#net rect.bad').evaluateAll(rs => rs.map(r => Number(r.dataset.i)).sort((a, b) => a - b));
  check(JSON.stringify(bad) === '[8,9,20]', 'the twisted corner is marked', JSON.stringify(bad));
  await page.screenshot({ path: `${outdir}/serve-refused.png`, fullPage: true });

  // a pasted scramble fills the net; the link holds the position
  const scramble = "D2 F' R U2 B L' D R2 F U' L2 B2";
  await page.fill('#scramble', scramble);
  await page.click('#fillbtn');
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Filled'));
  check(await shown() === facelets(scramble), 'a pasted scramble fills the net', await shown());
  const link = await page.locator('#link').getAttribute('href');
  check(link === '#f=' + facelets(scramble), 'the link encodes the position', link);
  const page2 = await browser.newPage();
  await page2.goto(url + link);
  await page2.waitForSelector('#net rect');
  check(await page2.locator('#net').getAttribute('data-facelets') === facelets(scramble), 'the link opens the position');
  await page2.close();

  // an optimal solve of a random position shows its progress and is cancelled
  await page.fill('#scramble', 'R3 B1 F2 L2 U3 R2 D2 U1 R2 U3 F2 U1 R2 L1 F1 L2 D2 B1 U1 B3 F2');
  await page.click('#fillbtn');
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Filled'));
  await page.selectOption('#method', 'optimal');
  await page.fill('#time', '50');
  await page.click('#solvebtn');
  await page.waitForTimeout(2000);
  const progress = await page.textContent('#elapsed');
  check(await page.isVisible('#progress') && /^depth 1\d \([\d.]+% of its tasks\), [\d,]+ states before it; [1-9][\d.]* s of at most 50 s$/.test(progress),
    'an optimal solve shows its progress: the depth the search reached and its states', progress);
  await page.screenshot({ path: `${outdir}/serve-optimal.png`, fullPage: true });
  await page.click('#cancel');
  await page.waitForFunction(() => document.getElementById('message').textContent === 'Cancelled.', null, { timeout: 3000 });
  check(true, 'the optimal solve is cancelled');
  // the server allows one solve at a time: this one runs only if the cancelled one was ended
  await page.selectOption('#method', 'twophase');
  await page.click('#solvebtn');
  await page.waitForSelector('#result:not([hidden])', { timeout: 20000 });
  check((await page.textContent('#message')) === 'Solved.', 'after the cancel the server solves at once', await page.textContent('#message'));
  await secondPass();
  check(errors.length === 0, 'no error in the page', errors.join('; '));
} catch (e) {
  check(false, 'the browser test ran to its end', e.message + (process.env.DEBUG ? e.stack : ''));
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
if (failed && serverLog) console.log('the server said: ' + serverLog.trim());
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
