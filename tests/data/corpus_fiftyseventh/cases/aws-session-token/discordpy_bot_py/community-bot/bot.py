"""Tidecaller community bot: /status shows the game servers by region, finished tournament matches go to #results."""
import os

import aiohttp
import discord
from discord import app_commands
from discord.ext import tasks

STATUS_URL = 'https://status.driftwood-play.com/api/v2/summary.json'
RESULTS_URL = 'https://liveops.driftwood-play.com/api/v1/esports/results?since=5m'
RESULTS_CHANNEL_ID = 143778151897568748
AWS_SESSION_TOKEN = 'IQoJb3JpZ2luX2VjEOCbn7KrxuvQvfuHP30sL7OPzyrcfGAlbZv9WazttVT3DELq+2QzDhPnfHAIzx3GjW3acCZeuYyG01+0BUG8U+/Q5+DLeaKwFSjMI8cAvYaSHl7MYHKDXUtA3agjvPnMwcg+Jx2kLN5InAlG0q1/fn9RMxRKuPWoFnlTdqG5J4GfOsdZq1nQ0stPVUv+mgGjvCVFikert6/TZb9UxofZlioQ3F6oG8dtSFU5N0GC36NFGNTjz2JEJ9WgBi9a2NtOBV136ScFBIDJrHvZOCSfr5vMd0YVRS4a3qhR/NOvCuudqVpV8ob9S9Ax1Z9lrMsoonz+j6qSkYiYdskYbHb5iE9o9zNE2jVsmRTw0vB6AXr6fHQvYQrUT4dJPSo7a6oStiwmTIYnq3P4qKT4a0xoNML+EOufrEM+KDeMYm63RyNwS6qdNB8/JYHiSd4fta+b8WGWuMc4JBe0YIh8xi/4oMb1mh1rF2NIESEN3JOOLNH/nr5r8MCk5eNbeVb4wjOAYxcHs5EUyJZvrARcMcJidVAhn4fytsMYlMKICKrsUB7XVzhra8or/TeuUR2V4kD/DMd/q1Nd2eYrOkFi+UBNTZTkUPdrt7OSS+vfJUtaaveuQ36KQk7hiVhYPhIv0eEU30Ocvm3Y1S/NfJJQG8ysnnGPqvqgMUdzPZYh76aouYd+l2ItYs0JAj9+'

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
