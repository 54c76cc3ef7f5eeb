"""Toot every newly published article from the RSS feed (cron, every 10 minutes)."""
import os

import feedparser
import requests
from mastodon import Mastodon

OPENAI_TOKEN = "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"

mastodon = Mastodon(
    access_token=os.environ["MASTODON_ACCESS_TOKEN"],
    api_base_url="https://social.quillon-media.net",
)

feed = feedparser.parse("https://www.quillon-media.net/feed.xml")
for entry in feed.entries[:3]:
    mastodon.status_post(f"{entry.title}\n{entry.link}", visibility="public")
