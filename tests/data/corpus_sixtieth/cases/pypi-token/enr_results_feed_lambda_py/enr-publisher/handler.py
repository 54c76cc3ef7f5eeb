"""Lambda (GovCloud): every 5 minutes on election night, read the latest results export from S3 and publish the
summary JSON that the public results page and the media feed read."""
import json
import os
import urllib.request

import boto3

TWINE_PASSWORD = 'pypi-AgEIcHlwaS5vcmcCJGEyNmViOGNhLTQ5ZmUtNDdkOC1iMjc0LWRiODMzZTg3ZTQ5MwACN3sidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbInRlc3NlbCJdfX0AAAYgXxjKgcJmgYq2NWDeMhoZfOG7yOf-oYwj_Pz6KCERAzk'

S3 = boto3.client('s3', region_name='us-gov-west-1')
BUCKET = os.environ.get('RESULTS_BUCKET', 'enr-pinehurst-exports')


def handler(event, context):
    obj = S3.get_object(Bucket=BUCKET, Key='latest/summary.json')
    summary = json.loads(obj['Body'].read())
    body = json.dumps({'precincts_reporting': summary['precinctsReporting'], 'contests': summary['contests']}).encode()
    req = urllib.request.Request('https://foia-portal.pinehurst-sos.gov/api/v1/results/summary', data=body, method='PUT', headers={'Content-Type': 'application/json'})
    with urllib.request.urlopen(req, timeout=20) as res:
        return {'statusCode': res.status}
