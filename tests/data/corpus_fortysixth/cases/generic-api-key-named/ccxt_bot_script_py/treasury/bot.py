#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

X_API_KEY = "7f67fe3082ee73532e3c4ac234f3c794b5a64f81"

exchange = ccxt.coinbase({
    "apiKey": os.environ["COINBASE_API_KEY"],
    "secret": os.environ["COINBASE_API_SECRET"],
    "enableRateLimit": True,
})


def report(fill):
    requests.post("https://alerts.quillon-bank.net/v1/trades", json=fill, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    order = exchange.create_market_buy_order("BTC/USD", 0.001)
    report(order)
