const { renderPage } = await import('/work/wt-ssr/dist/server/entry-server.js');
const config = { apiBase: '/api', staticBase: '/static', imageWidths: [160], imageQuality: 75, firebase: { apiKey: 'k', authDomain: 'a', projectId: 'p' }, authEmulatorUrl: null, paymentGateway: 'sandbox' };
try { await renderPage({ url: process.argv[2] ?? '/', config, fetch: async (u) => new Response('{}', { status: 503 }) }); console.log('ok'); }
catch (e) { console.log(e.message, e.errors?.map((x) => x.stack?.split('\n').slice(0,6).join('\n'))); }
