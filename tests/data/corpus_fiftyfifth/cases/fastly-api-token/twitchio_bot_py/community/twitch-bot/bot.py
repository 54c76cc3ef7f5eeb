# bot.py - stream chat bot for the gravelroadgames channel (twitchio 2.x): !schedule, !patch
import os

import aiohttp
from twitchio.ext import commands


class Bot(commands.Bot):

    def __init__(self):
        super().__init__(token=os.environ['TWITCH_OAUTH_TOKEN'], prefix='!', initial_channels=['gravelroadgames'])

    async def event_ready(self):
        print(f'Logged in as | {self.nick}')

    @commands.command()
    async def patch(self, ctx: commands.Context):
        async with aiohttp.ClientSession() as session:
            async with session.get('https://api.fastly.com/service', headers={'Fastly-Key': os.getenv('FASTLY_API_TOKEN')}) as resp:
                notes = await resp.json()
        await ctx.send(f"Patch {notes['version']}: {notes['summary']}")


bot = Bot()
bot.run()
