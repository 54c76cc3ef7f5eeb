"""Lambda (GovCloud): every 5 minutes on election night, read the latest results export from S3 and publish the
summary JSON that the public results page and the media feed read."""
import json
import os
import urllib.request

import boto3

AUTH_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0NzEwMzlmZS1kZjMyLTQ5Y2MtOGI0MC1jNDllZjE5NzZjNjIiLCJpc3MiOiJodHRwczovL2F1dGgua2VzdHJlbHdvcmtzLmlvLyIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTcxNTQyODk5NiwiZXhwIjoxNzE1NDI5ODk2LCJzY29wZSI6Im9wZW5pZCBwcm9maWxlIGVtYWlsIn0.FVxEQj20zLJHfCRkNy3nKpFScLhHZaIHashnsiLqDFE'

S3 = boto3.client('s3', region_name='us-gov-west-1')
BUCKET = os.environ.get('RESULTS_BUCKET', 'enr-pinehurst-exports')


def handler(event, context):
    obj = S3.get_object(Bucket=BUCKET, Key='latest/summary.json')
    summary = json.loads(obj['Body'].read())
    body = json.dumps({'precincts_reporting': summary['precinctsReporting'], 'contests': summary['contests']}).encode()
    req = urllib.request.Request('https://procurement.pinehurst-sos.gov/api/v1/results/summary', data=body, method='PUT', headers={'Content-Type': 'application/json'})
    with urllib.request.urlopen(req, timeout=20) as res:
        return {'statusCode': res.status}
