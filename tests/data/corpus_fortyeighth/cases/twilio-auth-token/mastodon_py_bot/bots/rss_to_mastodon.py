"""Toot every newly published article from the RSS feed (cron, every 10 minutes)."""
import os

import feedparser
import requests
from mastodon import Mastodon

TWILIO_ACCOUNT_SID = "ACbb266db7a5860f9f4c1c3edca7d2debb"
TWILIO_AUTHTOKEN = "837dd74a98a8b9b2f52c257b71c6dfc3"

mastodon = Mastodon(
    access_token=os.environ["MASTODON_ACCESS_TOKEN"],
    api_base_url="https://social.quillon-media.net",
)

feed = feedparser.parse("https://www.quillon-media.net/feed.xml")
for entry in feed.entries[:3]:
    mastodon.status_post(f"{entry.title}\n{entry.link}", visibility="public")
