"""Toot every newly published article from the RSS feed (cron, every 10 minutes)."""
import os

import feedparser
import requests
from mastodon import Mastodon

MONGODB_ATLAS_PUBLIC_KEY = "mqnadhwn"
MONGODB_ATLAS_PRIVATE_KEY = "7b1b0b6a-1a62-4673-acd5-88e70dedd7a4"

mastodon = Mastodon(
    access_token=os.environ["MASTODON_ACCESS_TOKEN"],
    api_base_url="https://social.quillon-media.net",
)

feed = feedparser.parse("https://www.quillon-media.net/feed.xml")
for entry in feed.entries[:3]:
    mastodon.status_post(f"{entry.title}\n{entry.link}", visibility="public")
