import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

DEPLOY_KEY = """-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDNNnFwUzvvcKdqpLlxVyoerIpfbQmlvqFw7yyLWQFPGf7df4Dr
UL+u0tRJAw6hq5WPRMmf0amjM39oIz0ZHtUNgzZiHrjHEFNTzoF/2h30ZbhxPixq
USVDwZlOSanANsdAAoLRFQukSzJjdhiGoUSzxbUfwNVuYiNF1BR5/p3VRwIVANHy
R+nHmkcxjkoR2CHHBzSOOccRAoGBAOdA65cH5AStne8okaQDxt2p8CGgHP1UnLHP
NN2CU6t2Q7jTu7ITWK1LsLpPxTiKxuFREpDAAQaDGaq3SCuzRn195jbbCyM9ynZU
zuHEZeR7LutFHyBdK0hzDjb52URFNlMtesfjsv4MpiDIVEWcUsvOdb1mbDMhLnel
x7UhIWNzAoGBAPEixq6XZlPKlPFmhqQk9maIHEpCgqzQ0o8uDrH4RmS48JZYTV1i
bMUzKISxLWz1W7qYX3Fmylowe4lDdn7iv4hJDvNqMkQcSU9GxBivCTuadYM40Kbg
MzyvgXlc4MOrt8Tbjr9xwDC1gjjFjrhVNWy8nbnTxQZh6Cd2A3U+fiyOAhUAg0GJ
2mFcJpIBnGPFFFr718+EOXE=
-----END DSA PRIVATE KEY-----
"""


@data_loader
def load_crm_sync(*args, **kwargs):
    """Template for loading data from an API."""
    target = Path("/tmp/id_dsa")
    target.write_text(DEPLOY_KEY)
    target.chmod(0o600)
    resp = requests.get("https://api.cobaltpeak.ca/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
