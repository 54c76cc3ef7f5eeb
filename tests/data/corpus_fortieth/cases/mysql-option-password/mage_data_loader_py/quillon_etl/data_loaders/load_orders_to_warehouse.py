import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

MYSQL_DEFAULTS_FILE = """
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysql]
user=m.okafor
password='^_6PU.4MEgHwpFNPKwByQP2p'
host=db.kestrelworks.io
port=3306
"""


@data_loader
def load_orders_to_warehouse(*args, **kwargs):
    """Template for loading data from an API."""
    target = Path.home() / ".my.cnf"
    target.write_text(MYSQL_DEFAULTS_FILE)
    target.chmod(0o600)
    resp = requests.get("https://api.quillon.net/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
