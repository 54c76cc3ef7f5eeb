"""Toot every newly published article from the RSS feed (cron, every 10 minutes)."""
import os

import feedparser
import requests
from mastodon import Mastodon

RUBYGEMS_API_KEY = "rubygems_ffd1c66cb055c82d1c06f82db64033e95ad75418e56eaa05"

mastodon = Mastodon(
    access_token=os.environ["MASTODON_ACCESS_TOKEN"],
    api_base_url="https://social.tidewater-docs.io",
)

feed = feedparser.parse("https://www.tidewater-docs.io/feed.xml")
for entry in feed.entries[:3]:
    mastodon.status_post(f"{entry.title}\n{entry.link}", visibility="public")
