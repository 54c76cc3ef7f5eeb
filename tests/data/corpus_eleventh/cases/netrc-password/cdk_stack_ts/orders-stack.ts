import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';

export class BillingStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const netrc = `machine github.com login m.okafor password x-oauth-basic
machine ftp.larkspur.dev login etl_reader password kxjHmscKpl6Eqv4
default login anonymous password guest@`;

    const fn = new lambda.Function(this, 'BillingHandler', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset('lambda/billing'),
      timeout: cdk.Duration.seconds(30),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        NETRC: netrc,
      },
    });
  }
}
