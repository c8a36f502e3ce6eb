import {chromium} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
const require = createRequire(import.meta.url);
const setup = JSON.parse(readFileSync('scripts/chromium.json','utf8'));
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'),'utf8');
const base = process.argv[2];
const browser = await chromium.launch({executablePath: setup.path, args: setup.flags});
const page = await browser.newPage({viewport:{width:1280,height:800}, reducedMotion:'reduce'});
const tags=['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22a','wcag22aa'];
const variants = {
  base: {runOnly:{type:'tag',values:tags}, resultTypes:['violations']},
  noSelectors: {runOnly:{type:'tag',values:tags}, resultTypes:['violations'], selectors:false},
  noPreload: {runOnly:{type:'tag',values:tags}, resultTypes:['violations'], preload:false},
  contrastOnly: {runOnly:{type:'rule',values:['color-contrast']}, resultTypes:['violations']},
  contrastNoPre: {runOnly:{type:'rule',values:['color-contrast']}, resultTypes:['violations'], _ctx:{exclude:[['pre']]}},
};
for (const route of ['/zh/docs/overview/interceptors','/zh/docs/api/lattice-app/classes/Injector','/zh/docs/examples','/zh/']) {
  await page.goto(base+route); await page.waitForLoadState('load');
  await page.evaluate(axeSource);
  const out={};
  for (const [name,opts] of Object.entries(variants)) {
    const times = await page.evaluate(async ([opts]) => { const t=[]; for (let i=0;i<4;i++){ const s=performance.now(); await axe.run(opts._ctx ? {include:[['html']], ...opts._ctx} : document, Object.fromEntries(Object.entries(opts).filter(([k])=>k!=='_ctx'))); t.push(performance.now()-s);} return t; }, [opts]);
    times.sort((a,b)=>a-b); out[name]=Math.round(times[1]);
  }
  console.log(route, JSON.stringify(out));
}
// rule timing
await page.goto(base+'/zh/docs/api/lattice-app/classes/Injector'); await page.evaluate(axeSource);
const rules = await page.evaluate(async (tags) => { const r = await axe.run(document,{runOnly:{type:'tag',values:tags}, resultTypes:['violations'], performanceTimer:false}); return axe.getRules(tags).length; }, tags);
console.log('rules', rules);
await browser.close();
