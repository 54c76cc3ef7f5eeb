"""Nightly: pull approved key art from Bynder into the marketing share (bynder-sdk)."""
import os

import requests
from bynder_sdk import BynderClient

SLACK_APP_TOKEN = 'xapp-1-AZHA221MVTO-2388315969904-338aa1e328788b0884b6953646e37f501494b65ddb0f85e0771818eb9045ea85'

bynder_client = BynderClient(domain='paperkite.getbynder.com', permanent_token=os.environ['BYNDER_PERMANENT_TOKEN'])
asset_bank = bynder_client.asset_bank_client
media = asset_bank.media_list({'limit': 100, 'type': 'image', 'tags': 'approved,harbor-lights'})
for item in media:
    info = asset_bank.media_download_url(item['id'])
    with open(os.path.join('/mnt/marketing/keyart', item['name'] + '.' + item['extension'][0]), 'wb') as fh:
        fh.write(requests.get(info['s3_file'], timeout=60).content)
print('synced %d assets' % len(media))
