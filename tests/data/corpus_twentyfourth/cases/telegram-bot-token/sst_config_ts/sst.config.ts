/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "notifier-sync",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
    };
  },
  async run() {
    const queue = new sst.aws.Queue("NotifierJobs");

    new sst.aws.Function("NotifierSync", {
      handler: "src/sync.handler",
      timeout: "2 minutes",
      link: [queue],
      environment: {
        TELEGRAM_BOT_TOKEN: "2513146082:AA4QPiFC-VjPNtFONxHhOkOOLOD_zx50hHC",
      },
    });

    new sst.aws.Cron("NotifierNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});
