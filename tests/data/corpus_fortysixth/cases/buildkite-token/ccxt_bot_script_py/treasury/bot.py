#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

BUILDKITE_API_TOKEN = "bkua_5b29851d929870001aa18d4fefe3abdf70581297"

exchange = ccxt.bitstamp({
    "apiKey": os.environ["BITSTAMP_API_KEY"],
    "secret": os.environ["BITSTAMP_API_SECRET"],
    "enableRateLimit": True,
})


def report(fill):
    requests.post("https://alerts.quillon-bank.net/v1/trades", json=fill, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    order = exchange.create_market_buy_order("BTC/USD", 0.001)
    report(order)
