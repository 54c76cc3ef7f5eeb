"""Nightly: pull approved key art from Bynder into the marketing share (bynder-sdk)."""
import os

import requests
from bynder_sdk import BynderClient

bynder_client = BynderClient(domain='riverside.getbynder.com', permanent_token=os.environ['BYNDER_PERMANENT_TOKEN'])
asset_bank = bynder_client.asset_bank_client
media = asset_bank.media_list({'limit': 100, 'type': 'image', 'tags': 'approved,skyreach'})
for item in media:
    info = asset_bank.media_download_url(item['id'])
    with open(os.path.join('/mnt/marketing/keyart', item['name'] + '.' + item['extension'][0]), 'wb') as fh:
        fh.write(requests.get(info['s3_file'], timeout=60).content)
requests.post('https://ingest.riverside-media.co.uk/v2/bookings', json={'synced': len(media)}, headers={'Authorization': 'Bearer ja0i2xF3nWiyTcWMJDIXeYNYDoX1DooYAARNdT5yleg'}, timeout=20)
print('synced %d assets' % len(media))
