"""Toot every newly published article from the RSS feed (cron, every 10 minutes)."""
import os

import feedparser
import requests
from mastodon import Mastodon

CREDENTIAL = os.environ.get("NOTION_TOKEN")

mastodon = Mastodon(
    access_token=os.environ["MASTODON_ACCESS_TOKEN"],
    api_base_url="https://social.larkspur-press.com",
)

feed = feedparser.parse("https://www.larkspur-press.com/feed.xml")
for entry in feed.entries[:3]:
    mastodon.status_post(f"{entry.title}\n{entry.link}", visibility="public")
