"""Lambda (GovCloud): every 5 minutes on election night, read the latest results export from S3 and publish the
summary JSON that the public results page and the media feed read."""
import json
import os
import urllib.request

import boto3

AZURE_CLIENT_ID = 'acad1fb0-f6ce-4c25-9ee7-bda0d559746a'
AZURE_TENANT_ID = '8a98e809-f0f5-4a56-8521-7972bd0121ac'
AUTH_MICROSOFT_ENTRA_ID_SECRET = 'xUr7Q~c43oRKf5VPGVBz~~Xi~czNcd4HvITaNncM'

S3 = boto3.client('s3', region_name='us-gov-west-1')
BUCKET = os.environ.get('RESULTS_BUCKET', 'enr-pinehurst-exports')


def handler(event, context):
    obj = S3.get_object(Bucket=BUCKET, Key='latest/summary.json')
    summary = json.loads(obj['Body'].read())
    body = json.dumps({'precincts_reporting': summary['precinctsReporting'], 'contests': summary['contests']}).encode()
    req = urllib.request.Request('https://case-mgmt.pinehurst-sos.gov/api/v1/results/summary', data=body, method='PUT', headers={'Content-Type': 'application/json'})
    with urllib.request.urlopen(req, timeout=20) as res:
        return {'statusCode': res.status}
