// jobs/ingest.groovy - processed by the seed job
pipelineJob('ingest-deploy') {
    description('Deploys ingest to production')
    logRotator { numToKeep(30) }
    parameters {
        choiceParam('TARGET', ['staging', 'production'])
    }
    environmentVariables {
        env('MAILGUN_DOMAIN', 'mg.acmecorp.io')
        env('MAILGUN_SIGNING_KEY', 'be298a6bd3a854785b87ade845582718-9c597439-d7b91a9d')
        keepBuildVariables(true)
    }
    triggers { scm('H/5 * * * *') }
}
