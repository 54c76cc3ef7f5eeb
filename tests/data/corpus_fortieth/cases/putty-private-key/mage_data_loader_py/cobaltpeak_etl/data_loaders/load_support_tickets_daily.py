import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

PUTTY_KEY = """PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20240111
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQC4Cj2pKCU+tRfdgK60g3BGMKF0QEsc3s09
k5VRDnO2WwsNTxj1ohdLYi2hphbJflE07j/eUlWcTdZJSLXtgy8/ilfZ6NxJpVR2
j5TqWeqh/e7WiMfT01187zQ+/IY7HldwxgquO301qx4ggSbnOMHHl2op7V2W2LVW
sPBfzMdkZHa5zq2J1n/JPuYdrzO+s6OrIXt4GOs7ks/5KSZXJ9bnygtkVYEtawq9
aMbeGCAWf+KeeMOsdlJwnNT7L8kCoBVYoZrTj8ELCPLqLw6zQYP/7dyVml1Y0ZDJ
MNv9VN2vt2S/s46DtILv0hj5iN11cqMo3C24JpHnPNmVRm9o9rh6
Private-Lines: 14
AAABAQDRF6XYjru0iPMjGU6RF9VwAvJQdQ/rOKbiY7TTIySvsYvgJRkjapqtiYU2
Q4TL3Jsf2CjHH5R9eR7lPJSvrvLTF5w3WdB28U5o/gWn9cL1dzEFWJSQ7M9AQcjg
vLM3sITOHi8R2INUFK9D0lzwmIm9NRG/Sw7TMpJwNdzOchuXIM9KmNNNcp/afm0g
Idjghld6H+bNTSl6UFjHXmE3+e7v+NX0DPMs5vEjiULey3qQOH4a/bBIVXHmdfZr
ilGXVLuT61TfKqG+Kpg/l6TgZ6mq7TyHF3SAxRW0IusNRuYm7OtjCgPzKkG/0SkX
Jp6xDh9+S9ivLE4siXAn/rX3nG3dAAAAgQComb5sBu06+y3TF3RwAAn1dSN3B8rj
LqYWrfUiLVoO+qh01ZdXVfgQ/e6rDR7eIoBTKM+V89dZvdQ6msS9+3y38jIBMR4A
MbabvPU9Xoje5Lp8bT4/gezigY+c7thTDpD/Uaw1w+6S1rf1qmO1pkNKQxdF4TGm
5my3Myo3f+37TgAAAIEA5+5vuPtbTmy5/UWqywC+iNgrOPQE8zKucb61ECIJpTun
WFhLCpChe8quU719LwEbRiOMPjUsAa+qQ+2Hbw0dhj72+EpJtHS8cQbOI0rJtp4x
AABm97ezPglw3+9gd+U8fkkQRTMVTwfHnWGr3NUEraLu8vsKCw79G4xXwwAf3xUA
AAB/nudr+BMEzf97rTjz9BFcpf/INoIw/l+w5GSI3N1k7QSrDRmOemQbXyY9s/eF
Di2Tv5HxLHLEfQaK46jHECkxDxK/BupebGaNwzR9VtvUbDBsvd08NELETdXf+8Id
0477fi9eB0ADTA9rR4eLUdHJ+rJMTUc5ZKn0BU1ZpAQ9pQ==
Private-MAC: d9ea90c4b33a9261faa4c01a1d0af279133c9888
"""


@data_loader
def load_support_tickets_daily(*args, **kwargs):
    """Template for loading data from an API."""
    target = Path("/tmp/jumpbox.ppk")
    target.write_text(PUTTY_KEY)
    target.chmod(0o600)
    resp = requests.get("https://api.cobaltpeak.ca/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
