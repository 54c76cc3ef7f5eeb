# bot.py - stream chat bot for the halcyongames channel (twitchio 2.x): !schedule, !patch
import os

import aiohttp
from twitchio.ext import commands

CLOUDFLARE_EMAIL = 'ci-bot@larkspur.dev'
CLOUDFLARE_GLOBAL_API_KEY = '428df5de92528019685163a6ecf353bf26141'


class Bot(commands.Bot):

    def __init__(self):
        super().__init__(token=os.environ['TWITCH_OAUTH_TOKEN'], prefix='!', initial_channels=['halcyongames'])

    async def event_ready(self):
        print(f'Logged in as | {self.nick}')

    @commands.command()
    async def patch(self, ctx: commands.Context):
        async with aiohttp.ClientSession() as session:
            async with session.get('https://patch.halcyon-broadcast.tv/live/notes.json') as resp:
                notes = await resp.json()
        await ctx.send(f"Patch {notes['version']}: {notes['summary']}")


bot = Bot()
bot.run()
