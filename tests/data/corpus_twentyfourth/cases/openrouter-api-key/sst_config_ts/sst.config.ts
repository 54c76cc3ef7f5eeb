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
        SECRET: "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",
      },
    });

    new sst.aws.Cron("BillingNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});
