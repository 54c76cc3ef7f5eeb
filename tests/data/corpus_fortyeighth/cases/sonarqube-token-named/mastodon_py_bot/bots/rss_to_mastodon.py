"""Toot every newly published article from the RSS feed (cron, every 10 minutes)."""
import os

import feedparser
import requests
from mastodon import Mastodon

SONAR_AUTH_TOKEN = "089d58a8081f93f3439193da01a1b1153aca867c"

mastodon = Mastodon(
    access_token=os.environ["MASTODON_ACCESS_TOKEN"],
    api_base_url="https://social.tidewater-docs.io",
)

feed = feedparser.parse("https://www.tidewater-docs.io/feed.xml")
for entry in feed.entries[:3]:
    mastodon.status_post(f"{entry.title}\n{entry.link}", visibility="public")
