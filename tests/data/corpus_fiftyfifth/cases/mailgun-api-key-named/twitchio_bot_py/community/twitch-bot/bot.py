# bot.py - stream chat bot for the northlightgames channel (twitchio 2.x): !schedule, !patch
import os

import aiohttp
from twitchio.ext import commands

MAILGUN_DOMAIN = 'mg.larkspur.dev'
MAILGUN_SECRET = 'b1a1e31ecd98ac2af1bccb1b6028a7ae-44c1e16c-9bee8c50'


class Bot(commands.Bot):

    def __init__(self):
        super().__init__(token=os.environ['TWITCH_OAUTH_TOKEN'], prefix='!', initial_channels=['northlightgames'])

    async def event_ready(self):
        print(f'Logged in as | {self.nick}')

    @commands.command()
    async def patch(self, ctx: commands.Context):
        async with aiohttp.ClientSession() as session:
            async with session.get('https://patch.northlight-post.com/live/notes.json') as resp:
                notes = await resp.json()
        await ctx.send(f"Patch {notes['version']}: {notes['summary']}")


bot = Bot()
bot.run()
