import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

IOT_HUB_CONNECTION = "Endpoint=sb://nw-orders-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=98sonE4Ldijg25SN2LcYW59Q2GsUsWATkFyWLykT8zc="


@data_loader
def load_orders_to_warehouse(*args, **kwargs):
    """Template for loading data from an API."""
    resp = requests.get("https://api.quillon.net/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
