"""Weekly bulk-wine position: tank and barrel volumes per varietal and vintage from the vintrace API, posted to the
winemaking team's blending sheet service."""
import collections

import requests

RESEND_KEY = 're_u4rXLIJK_Sk3PdBaET5G21oaqzGlzsrwe'

VINTRACE = 'https://ferncliff.vintrace.net/ferncliff/api/v6'


def main():
    token = open('/run/secrets/vintrace_token').read().strip()
    items = requests.get(VINTRACE + '/stock/list', headers={'Authorization': 'Bearer ' + token},
                         params={'stockTypes': 'BULK', 'max': 500}, timeout=60).json()['results']
    pos = collections.Counter()
    for it in items:
        pos[(it.get('varietal'), it.get('vintage'))] += it['volume']['value']
    rows = [{'varietal': v, 'vintage': y, 'litres': l} for (v, y), l in sorted(pos.items(), key=str)]
    requests.post('https://integrations.ferncliff-brewery.com/api/v1/winemaking/bulk-position', json=rows, timeout=30)


if __name__ == '__main__':
    main()
