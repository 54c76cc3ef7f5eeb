# bot.py - stream chat bot for the gravelroadtv channel (twitchio 2.x): !schedule, !patch
import os

import aiohttp
from twitchio.ext import commands

GRAFANA_CLOUD_ACCESS_POLICY_TOKEN = 'glc_eyJvIjoiNTA4OTY0NCIsIm4iOiJvdGxwLWluZ2VzdCIsImsiOiJBVFJqZ3lDdlFHTmtOVm5MNjFnYUdGT2EiLCJtIjp7InIiOiJwcm9kLXVzLWVhc3QtMCJ9fQ=='


class Bot(commands.Bot):

    def __init__(self):
        super().__init__(token=os.environ['TWITCH_OAUTH_TOKEN'], prefix='!', initial_channels=['gravelroadtv'])

    async def event_ready(self):
        print(f'Logged in as | {self.nick}')

    @commands.command()
    async def patch(self, ctx: commands.Context):
        async with aiohttp.ClientSession() as session:
            async with session.get('https://patch.gravelroad-games.com/live/notes.json') as resp:
                notes = await resp.json()
        await ctx.send(f"Patch {notes['version']}: {notes['summary']}")


bot = Bot()
bot.run()
