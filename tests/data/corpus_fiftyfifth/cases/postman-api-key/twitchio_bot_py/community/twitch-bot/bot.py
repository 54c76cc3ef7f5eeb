# bot.py - stream chat bot for the paperkitetv channel (twitchio 2.x): !schedule, !patch
import os

import aiohttp
from twitchio.ext import commands

POSTMAN_API_KEY = 'PMAK-42c2345268e89df52b755026-f141ed76daba5d67bf5cca7bbc07b84ddc'


class Bot(commands.Bot):

    def __init__(self):
        super().__init__(token=os.environ['TWITCH_OAUTH_TOKEN'], prefix='!', initial_channels=['paperkitetv'])

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
