#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

API_KEY = "rdme_e1g38fadqtw12qe63r5xlkzxmg7ob2g68lk2getqg5qemzto89h7sdwrtg771rako9aofy"

exchange = ccxt.bitstamp({
    "apiKey": os.environ["BITSTAMP_API_KEY"],
    "secret": os.environ["BITSTAMP_API_SECRET"],
    "enableRateLimit": True,
})


def report(fill):
    requests.post("https://alerts.tidewater-imaging.com/v1/trades", json=fill, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    order = exchange.create_market_buy_order("BTC/USD", 0.001)
    report(order)
