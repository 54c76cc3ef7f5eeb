"""Nightly: pull approved key art from Bynder into the marketing share (bynder-sdk)."""
import os

import requests
from bynder_sdk import BynderClient

SUPABASE_PAT = 'sbp_ce5fb1c9fff43c15ae01087a0bc96af34eacbfc1'

bynder_client = BynderClient(domain='paperkite.getbynder.com', permanent_token=os.environ['BYNDER_PERMANENT_TOKEN'])
asset_bank = bynder_client.asset_bank_client
media = asset_bank.media_list({'limit': 100, 'type': 'image', 'tags': 'approved,redline'})
for item in media:
    info = asset_bank.media_download_url(item['id'])
    with open(os.path.join('/mnt/marketing/keyart', item['name'] + '.' + item['extension'][0]), 'wb') as fh:
        fh.write(requests.get(info['s3_file'], timeout=60).content)
print('synced %d assets' % len(media))
