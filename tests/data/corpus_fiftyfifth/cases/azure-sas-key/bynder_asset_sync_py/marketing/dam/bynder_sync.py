"""Nightly: pull approved key art from Bynder into the marketing share (bynder-sdk)."""
import os

import requests
from bynder_sdk import BynderClient

EVENTHUB_CONNECTION_STRING = 'HostName=kw-iot-hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=mMNjIBvx95GXjBmbgJKoBDf+QMbkSirjsa1U4PB1390='

bynder_client = BynderClient(domain='northlight.getbynder.com', permanent_token=os.environ['BYNDER_PERMANENT_TOKEN'])
asset_bank = bynder_client.asset_bank_client
media = asset_bank.media_list({'limit': 100, 'type': 'image', 'tags': 'approved,redline'})
for item in media:
    info = asset_bank.media_download_url(item['id'])
    with open(os.path.join('/mnt/marketing/keyart', item['name'] + '.' + item['extension'][0]), 'wb') as fh:
        fh.write(requests.get(info['s3_file'], timeout=60).content)
print('synced %d assets' % len(media))
