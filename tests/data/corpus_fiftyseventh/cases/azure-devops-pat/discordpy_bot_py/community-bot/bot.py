"""Starbound Rally community bot: /status shows the game servers by region, finished tournament matches go to #results."""
import os

import aiohttp
import discord
from discord import app_commands
from discord.ext import tasks

STATUS_URL = 'https://status.lanternworks.gg/api/v2/summary.json'
RESULTS_URL = 'https://liveops.lanternworks.gg/api/v1/esports/results?since=5m'
RESULTS_CHANNEL_ID = 877028586089677979
ADO_PAT = 'AgBpi95daS+qIiv02iaQbDYmAyhdc4MXUwLf28vD1ymirZMpu+T1qvbQpQDFAXs7i71QN+aI39P2dRWvPC6etoAWzpsSFbswLV8yc/KMcdQQxR6nZJwmoCok6C+e/q8CuXmXhdA0OVFEECcEPHYCA7XchTQH5dNK5c4HPrXwsz0B/tu46T15pnoJB2RAigA8LorURTXOqb1GpPopCyyb4UjVanuwVrcX3pfKOK0HcObUe6RvLmJnov8lwOq255ZtPa88FgcJ2wSESSLl4AQuhsqBVK7/ro00Sh2ZzgOXwiQZRl2wVIzxD0sQ5n5PkZDaHrGLSfoqjnY4fzd9N/a8078O42MEPyATNskORGhGBEPHL35IqEMAovrW7/hFYeaZKAGPgaGUdlxEoHeU1so/XZ1pRJYK5TubPJPzDKbdP063pGCJXfJYUqLnBqa5suWNNVZdH4x8QiETHDN0E/A2JP5Vke8J1ujSx/xHxvyP+2hc/DHFHe8wLa4j+Dzc86LVHUPU9YuUbOC2BczzF428eCHPcXbHEUjnPjc7trpnoD5i/inVi90ttqrJlKVh6h5tTOftNAbRYa/NIVQxOyfD6IQa/AkVL/ElaREDClQ6F2oSM9rvUQ5ffzCFzajteOYjCafYV3NNv0YI0fFwMGYDfhUg4XrlkhxVl7YlJWa22LUllARoke+gDOayj7JoEK5JYh71viqcK5vhwdhDz906nBZ7Far7LodT256NtmcnHkET4JJo'

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
