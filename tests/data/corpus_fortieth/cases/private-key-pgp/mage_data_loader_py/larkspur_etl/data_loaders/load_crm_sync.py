import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

SIGNING_KEY = """-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEYkMEFRYJKwYBBAHaRw8BAQdAw0gu3Md4sH/2mNd+cHxdtFJl8n4kXyoZYw1c
59Cq300AAQCrOzWNdBuyIZ3jUbMN4W5cvd5NQVyO16ar0E21ntQr0xDEzSVPcHMg
VGVhbSA8c3ZjX29yZGVyc0BrZXN0cmVsd29ya3MuaW8+wnwEExYKyTXySbb5Tchf
P7w0R9A89MJ3L6uGTnmI+JDU3N+k9QdfLcYWgmWTdHsMgAFAQo47GaX/uqvTGq94
GwnUhnFO515WK4JYYeR1rx9UzQqYFGnEZloW5acxyEJPG1V/b872VMDYhTXEa3Mz
xlD87Z4VU55FoWmfZscJ
=sRVM
-----END PGP PRIVATE KEY BLOCK-----
"""


@data_loader
def load_crm_sync(*args, **kwargs):
    """Template for loading data from an API."""
    target = Path("/tmp/private.asc")
    target.write_text(SIGNING_KEY)
    target.chmod(0o600)
    resp = requests.get("https://api.larkspur-retail.com/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
