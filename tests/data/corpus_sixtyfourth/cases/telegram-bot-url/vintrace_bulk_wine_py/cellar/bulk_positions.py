"""Weekly bulk-wine position: tank and barrel volumes per varietal and vintage from the vintrace API, posted to the
winemaking team's blending sheet service."""
import collections

import requests

TELEGRAM_API_URL = 'https://api.telegram.org/bot2542128230:AAdYP_mSxqRUP43WPX7zmK2oMH99yHZwSOz/getUpdates'

VINTRACE = 'https://stonebridge.vintrace.net/stonebridge/api/v6'


def main():
    token = open('/run/secrets/vintrace_token').read().strip()
    items = requests.get(VINTRACE + '/stock/list', headers={'Authorization': 'Bearer ' + token},
                         params={'stockTypes': 'BULK', 'max': 500}, timeout=60).json()['results']
    pos = collections.Counter()
    for it in items:
        pos[(it.get('varietal'), it.get('vintage'))] += it['volume']['value']
    rows = [{'varietal': v, 'vintage': y, 'litres': l} for (v, y), l in sorted(pos.items(), key=str)]
    requests.post('https://services.stonebridge-vineyards.com/api/v1/winemaking/bulk-position', json=rows, timeout=30)


if __name__ == '__main__':
    main()
