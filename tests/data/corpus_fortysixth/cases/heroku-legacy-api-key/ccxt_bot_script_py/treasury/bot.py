#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

HEROKU_TOKEN = "5685e6d2-2b1a-4ed0-8c0f-2f038e7f5adb"

exchange = ccxt.kraken({
    "apiKey": os.environ["KRAKEN_API_KEY"],
    "secret": os.environ["KRAKEN_API_SECRET"],
    "enableRateLimit": True,
})


def report(fill):
    requests.post("https://alerts.mercyridge-health.org/v1/trades", json=fill, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    order = exchange.create_market_buy_order("BTC/USD", 0.001)
    report(order)
