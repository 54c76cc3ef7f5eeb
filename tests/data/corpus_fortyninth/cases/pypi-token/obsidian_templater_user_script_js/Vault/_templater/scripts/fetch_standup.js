// Templater user script: <% tp.user.fetch_standup(tp) %>
const { requestUrl } = require('obsidian');

const PYPI_TOKEN = 'pypi-AgEIcHlwaS5vcmcCJDNiOWU4MGM1LTE2NmUtNGQzMi05NDdiLTQxYzcxOThlYjQ4ZQACJXsicGVybWlzc2lvbnMiOiAidXNlciIsICJ2ZXJzaW9uIjogMX0AAAYg-3UdbcUePu-khw28iZM-4Fabm3BblpLsCbJ52k9LOPw';

async function fetch_standup(tp) {
  const res = await requestUrl({
    url: 'https://api.fernhill-apps.com/v1/standup/today',
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  return res.json.items.map((i) => `- ${i.title}`).join('\n');
}

module.exports = fetch_standup;
