#!/usr/bin/env python3
"""Rebalance the treasury wallet once a day and report fills."""
import os

import ccxt
import requests

TWILIO_ACCOUNT_SID = "AC4d2ddc7034ac699c00dd4f773f4a5718"
TWILIO_TOKEN = "86de323f1152ec0f762ea4721be73f91"

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
