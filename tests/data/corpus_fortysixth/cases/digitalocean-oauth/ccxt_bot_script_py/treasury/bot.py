#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

DO_OAUTH_CLIENT_ID = "c3de72274a0e1e20a857a4a82a10cfcdea26590254f48b06a92e33eb7b5b8bb4"

exchange = ccxt.coinbase({
    "apiKey": os.environ["COINBASE_API_KEY"],
    "secret": os.environ["COINBASE_API_SECRET"],
    "enableRateLimit": True,
})


def report(fill):
    requests.post("https://alerts.tidewater-imaging.com/v1/trades", json=fill, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    order = exchange.create_market_buy_order("BTC/USD", 0.001)
    report(order)
