"""Toot every newly published article from the RSS feed (cron, every 10 minutes)."""
import os

import feedparser
import requests
from mastodon import Mastodon

mastodon = Mastodon(
    access_token=os.environ["MASTODON_ACCESS_TOKEN"],
    api_base_url="https://social.cobaltpeak-news.ca",
)

feed = feedparser.parse("https://www.cobaltpeak-news.ca/feed.xml")
for entry in feed.entries[:3]:
    mastodon.status_post(f"{entry.title}\n{entry.link}", visibility="public")


def ping_dashboard(count):
    requests.post(
        "https://api.cobaltpeak-news.ca/v2/articles?status=published",
        json={"tooted": count},
        headers={"Authorization": "Api-Key uAQx0eelwUS50tKaKfWKPcWBT6v7iuASVWZdQESn"},
        timeout=10,
    )
