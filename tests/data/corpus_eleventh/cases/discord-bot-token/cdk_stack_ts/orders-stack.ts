import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as events from 'aws-cdk-lib/aws-events';

export class CheckoutStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const fn = new lambda.Function(this, 'CheckoutHandler', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset('lambda/checkout'),
      timeout: cdk.Duration.seconds(30),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
      },
    });

    const connection = new events.Connection(this, 'PartnerConnection', {
      authorization: events.Authorization.apiKey('Authorization', cdk.SecretValue.unsafePlainText('Bot NzEzNTk5OTIyMjAwODU2MTY5.rQoJBu.I3UNwzvmgw3dIThLmEIPq_NQCZ4UHLHnq_f4Fw')),
    });
    new events.ApiDestination(this, 'PartnerDestination', {
      connection,
      endpoint: 'https://orders.larkspur.dev/v1/orders',
      httpMethod: events.HttpMethod.POST,
    });
  }
}
