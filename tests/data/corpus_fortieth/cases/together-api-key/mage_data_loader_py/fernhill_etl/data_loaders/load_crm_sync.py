import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

TOGETHER_AI_KEY = "87ce5c034ec4d8f7b5a8f0e84e17cfd8c4c9e041011160108b03e726c0e1388c"


@data_loader
def load_crm_sync(*args, **kwargs):
    """Template for loading data from an API."""
    resp = requests.get("https://api.fernhill-foods.com/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
