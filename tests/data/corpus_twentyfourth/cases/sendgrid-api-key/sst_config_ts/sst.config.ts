/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "billing-sync",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
    };
  },
  async run() {
    const queue = new sst.aws.Queue("BillingJobs");

    new sst.aws.Function("BillingSync", {
      handler: "src/sync.handler",
      timeout: "2 minutes",
      link: [queue],
      environment: {
        SENDGRID_TOKEN: "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",
      },
    });

    new sst.aws.Cron("BillingNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});
