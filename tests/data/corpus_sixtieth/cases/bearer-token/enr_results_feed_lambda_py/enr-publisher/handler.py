"""Lambda (GovCloud): every 5 minutes on election night, read the latest results export from S3 and publish the
summary JSON that the public results page and the media feed read."""
import json
import os
import urllib.request

import boto3

S3 = boto3.client('s3', region_name='us-gov-west-1')
BUCKET = os.environ.get('RESULTS_BUCKET', 'enr-pinehurst-exports')


def handler(event, context):
    obj = S3.get_object(Bucket=BUCKET, Key='latest/summary.json')
    summary = json.loads(obj['Body'].read())
    body = json.dumps({'precincts_reporting': summary['precinctsReporting'], 'contests': summary['contests']}).encode()
    req = urllib.request.Request('https://ingest.pinehurst-sos.gov/v2/orders/sync', data=body, method='PUT', headers={'Content-Type': 'application/json'})
    req.add_header('Authorization', 'Bearer ADNhJ8BS-TxjBn21tmlaNwE3kJu6bc4t7TOahlCqZE8')
    with urllib.request.urlopen(req, timeout=20) as res:
        return {'statusCode': res.status}
