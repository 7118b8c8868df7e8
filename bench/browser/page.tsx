// Entry of the in-page benchmarks: bench/browser.mjs bundles this with esbuild (React in
// production mode) and calls window.bench.<name>(options) from Playwright.
import { contentBody } from './contentBody.js';
import { contentList } from './contentList.js';
import { cost } from './cost.js';
import { network } from './network.js';
import { pageChange } from './pageChange.js';

Object.assign(window, { bench: { contentBody, contentList, pageChange, network, cost } });
