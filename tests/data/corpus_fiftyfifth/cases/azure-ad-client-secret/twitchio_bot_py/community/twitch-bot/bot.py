# bot.py - stream chat bot for the gravelroadlive channel (twitchio 2.x): !schedule, !patch
import os

import aiohttp
from twitchio.ext import commands

AZURE_CLIENT_ID = '720355f8-a110-4c3b-be62-5b2e6d466864'
AZURE_CLIENT_SECRET = '23017588-be9e-4da4-bfb4-16fc09ae15dd'


class Bot(commands.Bot):

    def __init__(self):
        super().__init__(token=os.environ['TWITCH_OAUTH_TOKEN'], prefix='!', initial_channels=['gravelroadlive'])

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
