#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

DEEPGRAM_KEY = "bd85247a0068f98677aec4da361ead24e44da254"

exchange = ccxt.okx({
    "apiKey": os.environ["OKX_API_KEY"],
    "secret": os.environ["OKX_API_SECRET"],
    "enableRateLimit": True,
})


def report(fill):
    requests.post("https://alerts.mercyridge-health.org/v1/trades", json=fill, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    order = exchange.create_market_buy_order("BTC/USD", 0.001)
    report(order)
