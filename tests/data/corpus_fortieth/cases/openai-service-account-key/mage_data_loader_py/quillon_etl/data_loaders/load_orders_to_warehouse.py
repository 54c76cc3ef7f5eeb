import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

OPENAI_KEY = "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"


@data_loader
def load_orders_to_warehouse(*args, **kwargs):
    """Template for loading data from an API."""
    resp = requests.get("https://api.quillon.net/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
