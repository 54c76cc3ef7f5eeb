// syncFixtures.ts - upcoming matches of the leagues we cover, from PandaScore, into the broadcast schedule (cron: every 15 min)

const DISCORD_WEBHOOK = 'https://discordapp.com/api/webhooks/7219092407856883968/3-innLBB_1HCLmCFaodIfj2HLATv2jrrkFsnO8G0bXzEOdyxYKeRIrHMhnpU8f05Zn-r';

const LEAGUES = [4166, 5195, 5050];

async function main(): Promise<void> {
  const url = `https://api.pandascore.co/matches/upcoming?filter[league_id]=${LEAGUES.join(',')}&sort=begin_at&per_page=50`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${process.env.PANDASCORE_TOKEN}`, Accept: 'application/json' } });
  if (!res.ok) throw new Error(`pandascore: ${res.status}`);
  const matches = await res.json();
  const fixtures = matches.map((m: any) => ({ id: m.id, name: m.name, begin: m.begin_at, bestOf: m.number_of_games, league: m.league.name }));
  await fetch('https://liveops.quillstone-studios.com/api/v1/broadcast/schedule', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fixtures),
  });
  console.log(`${fixtures.length} fixtures synced`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
