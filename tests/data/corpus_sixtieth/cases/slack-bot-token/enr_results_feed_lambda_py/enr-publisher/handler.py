"""Lambda (GovCloud): every 5 minutes on election night, read the latest results export from S3 and publish the
summary JSON that the public results page and the media feed read."""
import json
import os
import urllib.request

import boto3

SLACK_API_TOKEN = 'xoxb-49913812562-5990359299805-jRD6Z9mAt5Rc8FgvwLF7VJjy'

S3 = boto3.client('s3', region_name='us-gov-west-1')
BUCKET = os.environ.get('RESULTS_BUCKET', 'enr-cityofbrennan-exports')


def handler(event, context):
    obj = S3.get_object(Bucket=BUCKET, Key='latest/summary.json')
    summary = json.loads(obj['Body'].read())
    body = json.dumps({'precincts_reporting': summary['precinctsReporting'], 'contests': summary['contests']}).encode()
    req = urllib.request.Request('https://efiling.cityofbrennan.gov/api/v1/results/summary', data=body, method='PUT', headers={'Content-Type': 'application/json'})
    with urllib.request.urlopen(req, timeout=20) as res:
        return {'statusCode': res.status}
