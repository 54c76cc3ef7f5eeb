"""Toot every newly published article from the RSS feed (cron, every 10 minutes)."""
import os

import feedparser
import requests
from mastodon import Mastodon

LANGFUSE_PUBLIC_KEY = "pk-lf-fd8fca6f-a22e-49f1-9eed-bfd9a29e3dad"
LANGFUSE_SECRET_KEY = "sk-lf-e82b5e92-dce8-4bb0-a54a-bb23869e1c23"

mastodon = Mastodon(
    access_token=os.environ["MASTODON_ACCESS_TOKEN"],
    api_base_url="https://social.quillon-media.net",
)

feed = feedparser.parse("https://www.quillon-media.net/feed.xml")
for entry in feed.entries[:3]:
    mastodon.status_post(f"{entry.title}\n{entry.link}", visibility="public")
