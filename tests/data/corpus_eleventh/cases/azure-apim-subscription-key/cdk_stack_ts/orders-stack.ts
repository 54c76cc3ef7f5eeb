import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as events from 'aws-cdk-lib/aws-events';

export class IngestStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const fn = new lambda.Function(this, 'IngestHandler', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset('lambda/ingest'),
      timeout: cdk.Duration.seconds(30),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
      },
    });

    const connection = new events.Connection(this, 'PartnerConnection', {
      authorization: events.Authorization.apiKey('Ocp-Apim-Subscription-Key', cdk.SecretValue.unsafePlainText('7299b50dda007a34ac041da42c332191')),
    });
    new events.ApiDestination(this, 'PartnerDestination', {
      connection,
      endpoint: 'https://orders.larkspur.dev/v1/sync',
      httpMethod: events.HttpMethod.POST,
    });
  }
}