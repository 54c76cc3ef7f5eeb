#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

SLACK_BOT_OAUTH_TOKEN = "xoxb-22288123683-5421757746063-7WseHparfkkdLLdgx2Zhh4oS"

exchange = ccxt.bitstamp({
    "apiKey": os.environ["BITSTAMP_API_KEY"],
    "secret": os.environ["BITSTAMP_API_SECRET"],
    "enableRateLimit": True,
})


def report(fill):
    requests.post("https://alerts.mercyridge-health.org/v1/trades", json=fill, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    order = exchange.create_market_buy_order("BTC/USD", 0.001)
    report(order)
