#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

AZURE_CLIENT_ID = "e73bef3e-713d-45eb-8780-65700a215c46"
AZURE_CLIENT_SECRET = "12000919-fb39-49f3-b631-bef152a25415"

exchange = ccxt.kraken({
    "apiKey": os.environ["KRAKEN_API_KEY"],
    "secret": os.environ["KRAKEN_API_SECRET"],
    "enableRateLimit": True,
})


def report(fill):
    requests.post("https://alerts.tidewater-imaging.com/v1/trades", json=fill, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    order = exchange.create_market_buy_order("BTC/USD", 0.001)
    report(order)
