// The page of `cube serve` in a real browser (Debian's chromium, driven by
// playwright-core): paint a cube by clicks, solve it, play the solution to
// the solved cube, refuse an impossible cube and mark it, fill from a
// scramble, follow a link, cancel an optimal solve.
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
function startServer() {
  return new Promise((resolve, reject) => {
    const p = spawn(cube, ['serve', '--port', '0', '--table', 'small', '--solves', '1'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stderr.on('data', d => { serverLog += d; });
    p.stdout.on('data', d => { out += d; const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//); if (m) resolve({ p, url: m[0] }); });
    p.on('exit', c => reject(new Error('the server ended with status ' + c)));
  });
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
  check(/^\d+ moves, [\d.]+ ms$/.test(facts), 'the answer gives the length and the time', facts);
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
  await page.waitForTimeout(1500);
  const progress = await page.textContent('#elapsed');
  check(await page.isVisible('#progress') && /^[1-9][\d.]* s of at most 50 s$/.test(progress), 'an optimal solve shows its progress', progress);
  await page.screenshot({ path: `${outdir}/serve-optimal.png`, fullPage: true });
  await page.click('#cancel');
  await page.waitForFunction(() => document.getElementById('message').textContent === 'Cancelled.', null, { timeout: 3000 });
  check(true, 'the optimal solve is cancelled');
  // the server allows one solve at a time: this one runs only if the cancelled one was ended
  await page.selectOption('#method', 'twophase');
  await page.click('#solvebtn');
  await page.waitForSelector('#result:not([hidden])', { timeout: 20000 });
  check((await page.textContent('#message')) === 'Solved.', 'after the cancel the server solves at once', await page.textContent('#message'));
  check(errors.length === 0, 'no error in the page', errors.join('; '));
} catch (e) {
  check(false, 'the browser test ran to its end', e.message);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
if (failed && serverLog) console.log('the server said: ' + serverLog.trim());
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
