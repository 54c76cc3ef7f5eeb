"""Toot every newly published article from the RSS feed (cron, every 10 minutes)."""
import os

import feedparser
import requests
from mastodon import Mastodon

GOOGLE_CLIENT_ID = "563182998297-5uri3n7k3ah2kck82jwjsxoj0pc1ee7z.apps.googleusercontent.com"
GOOGLE_CLIENT_SECRET = "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"

mastodon = Mastodon(
    access_token=os.environ["MASTODON_ACCESS_TOKEN"],
    api_base_url="https://social.fernhill-publishing.org",
)

feed = feedparser.parse("https://www.fernhill-publishing.org/feed.xml")
for entry in feed.entries[:3]:
    mastodon.status_post(f"{entry.title}\n{entry.link}", visibility="public")
