# bot.py - stream chat bot for the paperkitegames channel (twitchio 2.x): !schedule, !patch
import os

import aiohttp
from twitchio.ext import commands

RAZORPAY_KEY_ID = 'rzp_live_RrblQ2VzvjWlaF'
RZP_KEY_SECRET = 'QGdjJSwtVoikj9gW4iW1d5Ra'


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
