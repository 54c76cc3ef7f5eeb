import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';

export class WebhooksStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const fn = new lambda.Function(this, 'WebhooksHandler', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset('lambda/webhooks'),
      timeout: cdk.Duration.seconds(30),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        TWILIO_ACCOUNT_SID: 'AC45a5780c46e8092fdda516bd6dc857d0',
        TWILIO_AUTH_TOKEN: '83c3143fe64010fb0f24d62ff6a3d77c',
      },
    });
  }
}