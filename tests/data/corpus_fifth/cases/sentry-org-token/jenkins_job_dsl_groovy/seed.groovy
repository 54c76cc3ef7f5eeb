// jobs/billing.groovy - processed by the seed job
pipelineJob('billing-deploy') {
    description('Deploys billing to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('SENTRY_DSN', 'https://77d8fff0e63e3b1729feb8e339d9b6ca@o108887.ingest.sentry.io/5402822')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
