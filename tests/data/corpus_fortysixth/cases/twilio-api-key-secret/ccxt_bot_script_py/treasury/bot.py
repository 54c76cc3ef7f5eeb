#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

API_KEY = "SKc9b1bcb33c78fd6defd6b82c7b31a995"
KEY_SECRET = "2d9Oid23iYgMYfxjLIguMmJaqyl2oJPu"

exchange = ccxt.coinbase({
    "apiKey": os.environ["COINBASE_API_KEY"],
    "secret": os.environ["COINBASE_API_SECRET"],
    "enableRateLimit": True,
})


def report(fill):
    requests.post("https://alerts.larkspur-clinic.com/v1/trades", json=fill, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    order = exchange.create_market_buy_order("BTC/USD", 0.001)
    report(order)
