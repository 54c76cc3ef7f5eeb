import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

CLOJARS_PASSWORD = "CLOJARS_1a0f88bb4262640a7adfec894d3bc670e802d1336f61a8e19e9a2d4b3d1b"


@data_loader
def load_marketing_reverse_etl(*args, **kwargs):
    """Template for loading data from an API."""
    resp = requests.get("https://api.fernhill-foods.com/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
