# bot.py - stream chat bot for the paperkitegames channel (twitchio 2.x): !schedule, !patch
import os

import aiohttp
from twitchio.ext import commands

TOGETHER_API_KEY = '9b6d4e1b1eae97bd8cd1a0d4138b91a7356f2cd6278a129ae8873fbe0c14cee3'


class Bot(commands.Bot):

    def __init__(self):
        super().__init__(token=os.environ['TWITCH_OAUTH_TOKEN'], prefix='!', initial_channels=['paperkitegames'])

    async def event_ready(self):
        print(f'Logged in as | {self.nick}')

    @commands.command()
    async def patch(self, ctx: commands.Context):
        async with aiohttp.ClientSession() as session:
            async with session.get('https://patch.paperkite-animation.com/live/notes.json') as resp:
                notes = await resp.json()
        await ctx.send(f"Patch {notes['version']}: {notes['summary']}")


bot = Bot()
bot.run()
