import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';

export class OrdersStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const fn = new lambda.Function(this, 'OrdersHandler', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset('lambda/orders'),
      timeout: cdk.Duration.seconds(30),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        PAYPAL_CLIENT_ID: 'A0ql_0_iLJuLnMX3bSRdgZXiz3XLSiZRLUwQmAzZRq8GRLnAJlOGZcVjGNTQ3cwqCBpVmDSMIERZ3-BM',
        PAYPAL_SECRET: 'EItLjO-5SWpg6UzN2BWi9dOPaFscQHUzoDCAmy8nXCKXmV5VJ1zeY0QVtUFn9hIHET0xzFYsGp9SOBZX',
      },
    });
  }
}
