"""Nightly: pull approved key art from Bynder into the marketing share (bynder-sdk)."""
import os

import requests
from bynder_sdk import BynderClient

ANTHROPIC_AUTH_TOKEN = 'sk-ant-oat01-HXtD9XTgjnELp8lNTZZlWGE7bKtV-o4giSul6CLSWKKmfFKNG_p-yOj7JD4VZmBGEHjsJUdpSuv__fGHFJAMG8F4R7yA5AA'

bynder_client = BynderClient(domain='bluefin.getbynder.com', permanent_token=os.environ['BYNDER_PERMANENT_TOKEN'])
asset_bank = bynder_client.asset_bank_client
media = asset_bank.media_list({'limit': 100, 'type': 'image', 'tags': 'approved,ironvale'})
for item in media:
    info = asset_bank.media_download_url(item['id'])
    with open(os.path.join('/mnt/marketing/keyart', item['name'] + '.' + item['extension'][0]), 'wb') as fh:
        fh.write(requests.get(info['s3_file'], timeout=60).content)
print('synced %d assets' % len(media))
