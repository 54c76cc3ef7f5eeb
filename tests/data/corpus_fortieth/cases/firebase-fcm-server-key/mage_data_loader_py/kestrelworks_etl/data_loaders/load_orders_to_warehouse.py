import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

API_KEY = "AAAABBhqFha:APA91bLvwZictK3OQKT7xoP2Caha4UXs7Y3jSCBi9xsSI21JgN7Z9ak0K-NOxVRyy2qUly0K2SARltPG3xrzU9Ku2PLIEWgqdxzAmuPLj2amUJXwlVJx7d3-jFmaLvsC-oqV2hyy9EGk"


@data_loader
def load_orders_to_warehouse(*args, **kwargs):
    """Template for loading data from an API."""
    resp = requests.get("https://api.kestrelworks.io/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
