import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as events from 'aws-cdk-lib/aws-events';

export class NotifierStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const fn = new lambda.Function(this, 'NotifierHandler', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset('lambda/notifier'),
      timeout: cdk.Duration.seconds(30),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
      },
    });

    const connection = new events.Connection(this, 'PartnerConnection', {
      authorization: events.Authorization.apiKey('X-Vault-Token', cdk.SecretValue.unsafePlainText('hvs.CAESIFOFmaG7rSobDAB3HmjTsVFtf4H8sWvka70ESEVDyo4wGh4KHGh2cy4wVnhyMEg2R3VEWkpTdDFTY0ZYbUk3NHQ')),
    });
    new events.ApiDestination(this, 'PartnerDestination', {
      connection,
      endpoint: 'https://api.kestrelworks.io/v1/orders',
      httpMethod: events.HttpMethod.POST,
    });
  }
}