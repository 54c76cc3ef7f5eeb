// syncFixtures.ts - upcoming matches of the leagues we cover, from PandaScore, into the broadcast schedule (cron: every 15 min)

const DOWNLOAD_URL = 'https://tessbackups.blob.core.windows.net/media/logo.png?sig=EH8Tk2t3JSK%2FXxFQU66OdYPTDsFp1V6juI%2BfS2YxAQ4%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-05-22T08%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b';

const LEAGUES = [4810, 4736, 5023];

async function main(): Promise<void> {
  const url = `https://api.pandascore.co/matches/upcoming?filter[league_id]=${LEAGUES.join(',')}&sort=begin_at&per_page=50`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${process.env.PANDASCORE_TOKEN}`, Accept: 'application/json' } });
  if (!res.ok) throw new Error(`pandascore: ${res.status}`);
  const matches = await res.json();
  const fixtures = matches.map((m: any) => ({ id: m.id, name: m.name, begin: m.begin_at, bestOf: m.number_of_games, league: m.league.name }));
  await fetch('https://liveops.emberfall-games.com/api/v1/broadcast/schedule', {
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
