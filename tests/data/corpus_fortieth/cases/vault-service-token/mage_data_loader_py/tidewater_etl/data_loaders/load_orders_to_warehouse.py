import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

VAULT_TOKEN = "hvs.CAESIGlKP56N3djLQBQctrkPKFC2No4MGJmHiRoHXnDjt5z-Gh4KHGh2cy5jakxjbEZheldXZmJUT25vWGJUVEkzdVQ"


@data_loader
def load_orders_to_warehouse(*args, **kwargs):
    """Template for loading data from an API."""
    resp = requests.get("https://api.tidewater-logistics.com/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
