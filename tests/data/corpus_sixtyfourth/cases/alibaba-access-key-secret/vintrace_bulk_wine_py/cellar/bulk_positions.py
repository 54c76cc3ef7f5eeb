"""Weekly bulk-wine position: tank and barrel volumes per varietal and vintage from the vintrace API, posted to the
winemaking team's blending sheet service."""
import collections

import requests

ALIBABA_CLOUD_ACCESS_KEY_ID = 'LTAITVlX3RBvI1CGcS01rF67'
OSS_ACCESS_KEY_SECRET = 'CiQAN5Uf+ZRXt9AxFLLUC6jrb/+++q6+0uihGKzP8NRWkhJUP3MSLpg4z1nxT9S26osRsPqF+1JeMdSUuzN79RtJiNyk+hr1MjRUl9trsbCZQbL/Gy8='

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
