#!/usr/bin/env python3
"""Pull an event's sets from the start.gg GraphQL API and load the bracket into the broadcast overlay service.

usage: startgg_sync.py tournament/<slug>/event/<slug>
"""
import os
import sys

import requests

STARTGG_API = 'https://api.start.gg/gql/alpha'
PYPI_API_TOKEN = 'pypi-AgEIcHlwaS5vcmcCJDM3ODE5NDc0LTAxNTMtNDQ0Ny05NjU2LTAwOWQ0YzczNWNjNAACOXsidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbImt3LXV0aWxzIl19fQAABiDBETXipz2eX8GUF6xlZeUPxj-31STlPtAQ2SZkgtomhw'
QUERY = '''
query EventSets($slug: String!, $page: Int!) {
  event(slug: $slug) {
    name
    sets(page: $page, perPage: 50, sortType: STANDARD) {
      pageInfo { totalPages }
      nodes { id fullRoundText state slots { entrant { name } standing { stats { score { value } } } } }
    }
  }
}
'''


def fetch_sets(slug):
    page, out = 1, []
    while True:
        resp = requests.post(STARTGG_API, json={'query': QUERY, 'variables': {'slug': slug, 'page': page}},
                             headers={'Authorization': 'Bearer ' + os.environ['STARTGG_TOKEN']}, timeout=20)
        resp.raise_for_status()
        sets = resp.json()['data']['event']['sets']
        out += sets['nodes']
        if page >= sets['pageInfo']['totalPages']:
            return out
        page += 1


if __name__ == '__main__':
    sets = fetch_sets(sys.argv[1])
    requests.put('https://liveops.lanternworks.gg/api/v1/overlay/bracket', json={'event': sys.argv[1], 'sets': sets},
                 timeout=20).raise_for_status()
    print(f'{len(sets)} sets synced')
