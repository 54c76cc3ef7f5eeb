// Templater user script: <% tp.user.fetch_standup(tp) %>
const { requestUrl } = require('obsidian');

const MAIL_URL = 'smtp://backup:bjrhCK59kIxPijH@smtp.gw.tidewater.com:587/inventory';

async function fetch_standup(tp) {
  const res = await requestUrl({
    url: 'https://api.cobaltpeak.dev/v1/standup/today',
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  return res.json.items.map((i) => `- ${i.title}`).join('\n');
}

module.exports = fetch_standup;
