/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "checkout-sync",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
    };
  },
  async run() {
    const queue = new sst.aws.Queue("CheckoutJobs");

    new sst.aws.Function("CheckoutSync", {
      handler: "src/sync.handler",
      timeout: "2 minutes",
      link: [queue],
      environment: {
        CONTENTFUL_MANAGEMENT_TOKEN: "CFPAT-h5HX3LKrkoqqts1mSdjaULwiQB6XDTfFtosEttgLlMa",
      },
    });

    new sst.aws.Cron("CheckoutNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});
