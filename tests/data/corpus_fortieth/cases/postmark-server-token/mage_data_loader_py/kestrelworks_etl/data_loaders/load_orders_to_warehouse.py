import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test


@data_loader
def load_orders_to_warehouse(*args, **kwargs):
    """Template for loading data from an API."""
    headers = {
        "X-Postmark-Server-Token": "POSTMARK_API_TEST",
    }
    resp = requests.get("https://api.postmarkapp.com/messages/outbound?count=500&offset=0", headers=headers, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
