#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

GITLAB_APP_SECRET = "gloas-fG6wdwG5t0ibTM7PMf3zmhGLHVZfI2RpYkA9oWC9Ziqqw0Ufnd6wiPG5Z9Tf4B3q"

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
