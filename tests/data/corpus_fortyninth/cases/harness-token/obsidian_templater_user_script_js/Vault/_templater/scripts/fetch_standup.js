// Templater user script: <% tp.user.fetch_standup(tp) %>
const { requestUrl } = require('obsidian');

const HARNESS_PLATFORM_API_KEY = 'sat.NdZsPzBAO_KDKmoe37v_tQ.ed9c5be9eceecf53aff30b3d.AKMsMbVjeum9iQIplTrL';

async function fetch_standup(tp) {
  const res = await requestUrl({
    url: 'https://api.cobaltpeak.dev/v1/standup/today',
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  return res.json.items.map((i) => `- ${i.title}`).join('\n');
}

module.exports = fetch_standup;
