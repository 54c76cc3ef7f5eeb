"""Toot every newly published article from the RSS feed (cron, every 10 minutes)."""
import os

import feedparser
import requests
from mastodon import Mastodon

CI_COMMIT_SHA = "54e5a4d1bcfea995f011add7e3a9ee14c3b66f29"

mastodon = Mastodon(
    access_token=os.environ["MASTODON_ACCESS_TOKEN"],
    api_base_url="https://social.quillon-media.net",
)

feed = feedparser.parse("https://www.quillon-media.net/feed.xml")
for entry in feed.entries[:3]:
    mastodon.status_post(f"{entry.title}\n{entry.link}", visibility="public")
