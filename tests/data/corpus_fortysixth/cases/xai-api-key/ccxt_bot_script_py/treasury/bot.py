#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

XAI_API_KEY = "xai-uxzJ1fZk0oDJMyvvD6MbTshgMSAu7OxXQdINPr6z0bBfxqoSufon1jFObZzSvvNvvF4iJ9QkAVbPD9VM"

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
