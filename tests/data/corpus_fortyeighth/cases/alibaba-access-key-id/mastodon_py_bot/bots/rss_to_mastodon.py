"""Toot every newly published article from the RSS feed (cron, every 10 minutes)."""
import os

import feedparser
import requests
from mastodon import Mastodon

ALIBABA_CLOUD_ACCESS_KEY_ID = "LTAIr4KdS18UD7apneJGir9Y"

mastodon = Mastodon(
    access_token=os.environ["MASTODON_ACCESS_TOKEN"],
    api_base_url="https://social.kestrel-journal.com",
)

feed = feedparser.parse("https://www.kestrel-journal.com/feed.xml")
for entry in feed.entries[:3]:
    mastodon.status_post(f"{entry.title}\n{entry.link}", visibility="public")
