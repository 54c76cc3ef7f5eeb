"""Copy open RFIs of a Procore project into the design team's tracker, with ball-in-court and due date,
and post a summary for the weekly OAC meeting."""
import os

import requests

HONEYCOMB_DATASET = 'checkout-prod'

PROCORE = 'https://api.procore.com/rest/v1.0'
COMPANY_ID = 97223


def open_rfis(project_id, token):
    hdrs = {'Authorization': f'Bearer {token}', 'Procore-Company-Id': str(COMPANY_ID)}
    res = requests.get(f'{PROCORE}/projects/{project_id}/rfis', headers=hdrs, params={'filters[status]': 'open', 'per_page': 100}, timeout=30)
    res.raise_for_status()
    return [{'number': x['number'], 'subject': x['subject'], 'due': x['due_date'],
             'ball_in_court': [b['name'] for b in x.get('ball_in_court', [])]} for x in res.json()]


def main():
    rfis = open_rfis(int(os.environ['PROCORE_PROJECT_ID']), open('/run/secrets/procore_token').read().strip())
    requests.post('https://hub.copperline-gc.com/api/v1/oac/rfis', json={'open_rfis': rfis}, timeout=15)


if __name__ == '__main__':
    main()
