"""Tidecaller community bot: /status shows the game servers by region, finished tournament matches go to #results."""
import os

import aiohttp
import discord
from discord import app_commands
from discord.ext import tasks

STATUS_URL = 'https://status.moonshale.games/api/v2/summary.json'
RESULTS_URL = 'https://liveops.moonshale.games/api/v1/esports/results?since=5m'
RESULTS_CHANNEL_ID = 232112685849389780
TENCENT_APP_ID = '1257044250'

intents = discord.Intents.default()
client = discord.Client(intents=intents)
tree = app_commands.CommandTree(client)


@tree.command(name='status', description='Game server status by region')
async def status(interaction: discord.Interaction):
    async with aiohttp.ClientSession() as s:
        async with s.get(STATUS_URL) as resp:
            data = await resp.json()
    lines = [f"{comp['name']}: {comp['status']}" for comp in data['components']]
    await interaction.response.send_message('\n'.join(lines), ephemeral=True)


@tasks.loop(minutes=5)
async def post_results():
    async with aiohttp.ClientSession() as s:
        async with s.get(RESULTS_URL) as resp:
            results = await resp.json()
    channel = client.get_channel(RESULTS_CHANNEL_ID)
    for m in results:
        await channel.send(f"**{m['team_a']}** {m['score_a']} - {m['score_b']} **{m['team_b']}** ({m['stage']})")


@client.event
async def on_ready():
    await tree.sync()
    post_results.start()


client.run(os.environ['DISCORD_BOT_TOKEN'])
