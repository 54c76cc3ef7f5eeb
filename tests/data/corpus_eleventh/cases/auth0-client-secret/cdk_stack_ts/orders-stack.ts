import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';

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
        AUTH0_CLIENT_ID: 'FHAuj49U4jPl4sd1AjJX5CQpmvkkEI7U',
        AUTH0_DOMAIN: 'kestrelworks.us.auth0.com',
        AUTH0_CLIENT_SECRET: 'i-N06oul3V7u2gCtDhk8oIbqD-xopJv_dRrjnuLJ7JccXUsecMtmNTQ8ckR-wBn3',
      },
    });
  }
}