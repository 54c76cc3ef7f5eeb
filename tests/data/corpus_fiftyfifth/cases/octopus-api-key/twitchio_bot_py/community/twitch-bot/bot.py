# bot.py - stream chat bot for the bluefingames channel (twitchio 2.x): !schedule, !patch
import os

import aiohttp
from twitchio.ext import commands

OCTOPUS_API_KEY = 'API-GHNFZWYAOV1T523BSTQRMU7007'


class Bot(commands.Bot):

    def __init__(self):
        super().__init__(token=os.environ['TWITCH_OAUTH_TOKEN'], prefix='!', initial_channels=['bluefingames'])

    async def event_ready(self):
        print(f'Logged in as | {self.nick}')

    @commands.command()
    async def patch(self, ctx: commands.Context):
        async with aiohttp.ClientSession() as session:
            async with session.get('https://patch.bluefin-vfx.io/live/notes.json') as resp:
                notes = await resp.json()
        await ctx.send(f"Patch {notes['version']}: {notes['summary']}")


bot = Bot()
bot.run()
