import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';

export class BillingStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const mysqlDefaultsFile = `[client]
user=svc_orders
password="MREkC0puh+aW%xVmm_.C@YC"
host=127.0.0.1
port=3306`;

    const fn = new lambda.Function(this, 'BillingHandler', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset('lambda/billing'),
      timeout: cdk.Duration.seconds(30),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        MYSQL_DEFAULTS_FILE: mysqlDefaultsFile,
      },
    });
  }
}
