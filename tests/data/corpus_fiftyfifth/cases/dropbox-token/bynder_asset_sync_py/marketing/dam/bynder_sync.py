"""Nightly: pull approved key art from Bynder into the marketing share (bynder-sdk)."""
import os

import requests
from bynder_sdk import BynderClient

DROPBOX_TOKEN = 'sl.W65qxEpJcPL02v-zHFuXwlBCA71C2PtURRV9LCNToO6tLfnV6Zbff0OL4grz_YwfqgIzOOPTNiYDcH91sn5CwqPFOpfKFENIFxg33DG2xI_8X4gt9i8p0HDOz3p83kiCVxo1AKAxJl2MtDL'

bynder_client = BynderClient(domain='riverside.getbynder.com', permanent_token=os.environ['BYNDER_PERMANENT_TOKEN'])
asset_bank = bynder_client.asset_bank_client
media = asset_bank.media_list({'limit': 100, 'type': 'image', 'tags': 'approved,nightfall'})
for item in media:
    info = asset_bank.media_download_url(item['id'])
    with open(os.path.join('/mnt/marketing/keyart', item['name'] + '.' + item['extension'][0]), 'wb') as fh:
        fh.write(requests.get(info['s3_file'], timeout=60).content)
print('synced %d assets' % len(media))
